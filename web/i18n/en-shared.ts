// The English texts the signed-in app needs whatever the screen: the shell's, and those of domains whose
// texts shared components and more than one screen show (party pickers, payments, corrections …). They come
// with the signed-in app's chunk; each screen's own texts come with its page (./en-screens.ts).
import { billPayments } from './en/bill-payments';
import { corrections } from './en/corrections';
import { documents } from './en/documents';
import { ledger } from './en/ledger';
import { onAccount } from './en/on-account';
import { parties } from './en/parties';
import { payments } from './en/payments';
import { shell } from './en/shell';
import { users } from './en/users';

export const enShared = {
  shell,
  parties,
  payments,
  billPayments,
  onAccount,
  ledger,
  corrections,
  documents,
  users,
} as const;
