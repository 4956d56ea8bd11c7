import type { Account } from '@common/schemas/accounts';
import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';
import type { AccountBody } from './create-account';

export const updateAccount = ({ id, body }: { id: number; body: AccountBody }) =>
  apiRequest<Account>('PUT', `/api/accounts/${id}`, body);

/** An opening balance moves every figure of the book: the books read the accounts too. */
export function useUpdateAccount() {
  return useEntityMutation({
    mutationFn: updateAccount,
    writes: 'account',
    success: 'cashBank.toast.updated',
    failure: 'cashBank.toast.updateFailed',
  });
}
