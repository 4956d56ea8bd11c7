import { toast } from '@/components/ui/use-toast';
import { i18next } from '@/i18n/i18n';
import { useAuthStore } from '@/lib/auth-store';

/** A non-OK answer. `message` is the spec's text `{status}: {body or statusText}` (spec §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own `message` from a JSON error body, for toasts. */
    readonly serverMessage: string | undefined,
    readonly fieldErrors: Array<{ path: string; message: string }>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every call: cookies, bearer token when signed in, JSON in and out. A 401 signs the user out. */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const token = useAuthStore.getState().token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const res = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });

  if (!res.ok) {
    const text = await res.text();
    const parsed = parseErrorBody(text);
    // A refused sign-in is a wrong password, and a refused sign-out already signs out: neither "ended" a session.
    const authCall = path.startsWith('/api/auth/login') || path.startsWith('/api/auth/logout');
    if (res.status === 401 && token && !authCall) signOutExpired(token);
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parsed.message, parsed.errors);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
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
  errors: Array<{ path: string; message: string }>;
} {
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
    return {
      message: typeof body.message === 'string' ? body.message : undefined,
      errors: Array.isArray(body.errors) ? (body.errors as Array<{ path: string; message: string }>) : [],
    };
  } catch {
    return { errors: [] };
  }
}

/** The text a failure toast shows: the server's message when it gave one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof TypeError) return fallback; // network failure
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
