import { partyInput, partyType } from '@common/schemas/parties';
import { z } from 'zod';
import type { FormValues } from '@/lib/form-values';

export const emptyPartyForm: PartyFormValues = {
  name: '',
  type: '',
  contactNumber: '',
  email: '',
  address: '',
  aadharNumber: '',
  stateId: '',
  cityId: '',
  bankAccountNumber: '',
  ifsc: '',
  upiId: '',
};

/**
 * The server's own schema, with the type select's empty state ('') reported as missing. Its output
 * drops empty optional fields, so an empty city, state or Aadhaar is sent as absent.
 */
export const partyFormSchema = partyInput.extend({
  type: z.string().min(1, 'Required').pipe(partyType),
});

/** The party dialog's fields, all as the inputs hold them ('' = not given, or no type chosen yet). */
export type PartyFormValues = FormValues<typeof partyFormSchema>;
