import { z } from 'zod';

// A message's parameters (docs/messages.md): a figure or a name, or a list of words and counted words.
export const messageParams = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.array(z.union([z.string(), z.tuple([z.number(), z.string()])]))]),
);

/** Every error answer (docs/api-conventions.md#errors). */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
  key: z.string().optional(),
  params: messageParams.optional(),
  errors: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        key: z.string().optional(),
        params: messageParams.optional(),
      }),
    )
    .optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
