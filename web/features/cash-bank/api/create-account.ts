import type { Account, accountInput } from '@common/schemas/accounts';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export type AccountBody = z.output<typeof accountInput>;

export const createAccount = (body: AccountBody, options?: RequestOptions) =>
  apiRequest<Account>('POST', '/api/accounts', body, options);

export function useCreateAccount() {
  return useEntityMutation({
    mutationFn: createAccount,
    writes: 'account',
    success: 'cashBank.toast.created',
    failure: 'cashBank.toast.createFailed',
  });
}
