import { toast } from '@/components/ui/use-toast';
import type { Params } from '@common/messages/fill';
import { i18next, localText } from '@/i18n/i18n';
import { useAuthStore } from '@/lib/auth-store';
import { retryDelayMs, startWaiting, WriteStopped, type WaitingWrite } from '@/lib/waiting-writes';

/** A non-OK answer. `message` is `{status}: {body or statusText}` (docs/screens.md#client-conventions). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own `message` from a JSON error body, for toasts. */
    readonly serverMessage: string | undefined,
    readonly fieldErrors: readonly ServerFieldError[],
    /** The server's machine-readable `code`, when it gave one. */
    readonly code?: string,
    /** The message's key and parameters in the catalogue, by which it is said in Hindi (docs/messages.md). */
    readonly text?: { key: string; params?: Params },
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A field's message as the server sent it: English, with its key and parameters when it gave them. */
export interface ServerFieldError {
  path: string;
  message: string;
  key?: string;
  params?: Params;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Sent as Idempotency-Key on a create: the request may then be retried without recording twice. */
  idempotencyKey?: string;
}

/** Waits before each retry of a keyed create the server answered busy; it answers 503 with Retry-After: 2. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000];
// A little over the server's own request timeout (REQUEST_TIMEOUT_MS, 30 s), after which it answers 503.
const CALL_TIMEOUT_MS = 35_000;

/**
 * Every call: cookies, bearer token when signed in, JSON in and out. A 401 signs the user out.
 *
 * A write that gets no answer at all (no connection, the server unreachable, a timeout) waits for the
 * connection and is sent again, at once when the browser is back online and otherwise 1, 2, 4, 8 and then
 * every 10 s, with the same body and the same Idempotency-Key, until an answer comes or the clerk stops it
 * (web/lib/waiting-writes.ts; the banner says so meanwhile). The server answers a repeated key with the first
 * answer, so a create or a correction whose first answer was lost is never recorded twice; an update sets the
 * same values again, and a second delete or cancel is refused by the server, never done twice. The sign-in,
 * sign-out, password and language calls are not entries and are sent once (docs/operations.md#no-connection).
 *
 * A keyed create the server answers busy (503) or still working on its key (409 in progress) is also sent
 * again, three times, 1, 2 and 4 s apart.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const waitsForConnection = method !== 'GET' && !path.startsWith('/api/auth/');
  let waiting: WaitingWrite | undefined;
  let busyRetries = 0;
  let noAnswer = 0;
  try {
    for (;;) {
      try {
        return await send<T>(method, path, body, options, waiting?.signal);
      } catch (error) {
        if (waiting?.signal.aborted) throw new WriteStopped();
        if (waitsForConnection && isNoAnswer(error)) {
          waiting ??= startWaiting();
          await waiting.next(retryDelayMs(++noAnswer));
          continue;
        }
        if (options.idempotencyKey && isBusy(error) && busyRetries < RETRY_DELAYS_MS.length) {
          await sleep(RETRY_DELAYS_MS[busyRetries++]!);
          continue;
        }
        throw error;
      }
    }
  } finally {
    waiting?.end();
  }
}

/** The server answered that it cannot take the request now; the same request may be sent again. */
function isBusy(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 503 || (error.status === 409 && error.code === 'IDEMPOTENCY_KEY_IN_PROGRESS'))
  );
}

/** No answer came: fetch rejects with a TypeError, and an AbortSignal timeout with a DOMException. */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === 'TimeoutError');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function send<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  stop: AbortSignal | undefined,
): Promise<T> {
  const token = useAuthStore.getState().token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  const res = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: stop
      ? AbortSignal.any([AbortSignal.timeout(CALL_TIMEOUT_MS), stop])
      : AbortSignal.timeout(CALL_TIMEOUT_MS),
  });

  if (!res.ok) throw await failedAnswer(res, path, token);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The ApiError of a non-OK answer to `path`, sent with `token`; a 401 signs the user out as any call does.
 * Shared with calls that do not answer JSON (lib/download-export.ts).
 */
export async function failedAnswer(res: Response, path: string, token: string | null): Promise<ApiError> {
  const text = await res.text();
  const parsed = parseErrorBody(text);
  // A refused sign-in is a wrong password, and a refused sign-out already signs out: neither "ended" a session.
  const authCall = path.startsWith('/api/auth/login') || path.startsWith('/api/auth/logout');
  if (res.status === 401 && token && !authCall) signOutExpired(token);
  return new ApiError(
    res.status,
    `${res.status}: ${text || res.statusText}`,
    parsed.message,
    parsed.errors,
    parsed.code,
    parsed.key === undefined ? undefined : { key: parsed.key, params: parsed.params },
  );
}

/**
 * The server no longer knows this token: sign out (providers.tsx then clears the query cache) and say why,
 * once, however many calls were refused. A late 401 for an earlier session leaves a new one alone.
 */
function signOutExpired(token: string): void {
  const auth = useAuthStore.getState();
  if (!auth.isAuthenticated || auth.token !== token) return;
  auth.logout();
  toast({
    variant: 'destructive',
    title: i18next.t('common.toast.error'),
    description: i18next.t('common.sessionExpired'),
  });
}

function parseErrorBody(text: string): {
  message?: string;
  code?: string;
  key?: string;
  params?: Params;
  errors: ServerFieldError[];
} {
  try {
    const body = JSON.parse(text) as {
      message?: unknown;
      code?: unknown;
      key?: unknown;
      params?: unknown;
      errors?: unknown;
    };
    return {
      message: typeof body.message === 'string' ? body.message : undefined,
      code: typeof body.code === 'string' ? body.code : undefined,
      key: typeof body.key === 'string' ? body.key : undefined,
      params: typeof body.params === 'object' && body.params !== null ? (body.params as Params) : undefined,
      errors: Array.isArray(body.errors) ? (body.errors as ServerFieldError[]) : [],
    };
  } catch {
    return { errors: [] };
  }
}

/** The server's message of a refused request in the interface language, when it gave one. */
export function serverText(error: ApiError): string | undefined {
  if (error.serverMessage === undefined) return undefined;
  return localText(error.serverMessage, error.text?.key, error.text?.params);
}

/** The text a failure toast shows: the server's message when it gave one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isKeyReused(error)) return i18next.t('common.alreadySaved');
  if (error instanceof WriteStopped) return i18next.t('common.connection.stopped');
  if (error instanceof ApiError) return serverText(error) ?? fallback;
  if (error instanceof TypeError) return fallback; // network failure
  if (error instanceof DOMException) return fallback; // no answer in time
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * The server already holds an entry made with this submission's key from an earlier attempt whose answer
 * was lost, and the form has changed since: the form must draw a new key before it saves again.
 */
export function isKeyReused(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'IDEMPOTENCY_KEY_REUSED';
}
