select "sessions"."id", "sessions"."last_used_at", "users"."id", "users"."email", "users"."username", "users"."role", "users"."language" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = ':s1_1' and "sessions"."revoked_at" is null and "sessions"."expires_at" > now() and "users"."active" = ':s1_2') limit ':s1_3';
select "id", "at", "user_id", "username", "action", "entity", "entity_id", "summary", "before", "after", "ip" from "audit_events" order by "audit_events"."id" desc limit ':s2_1';
select count(*) from "audit_events";
