import { partyInput, partyType } from '@common/schemas/parties';
import { z } from 'zod';

/** The party dialog's fields, all strings as the inputs hold them ('' = not given). */
export interface PartyFormValues {
  name: string;
  type: string;
  contactNumber: string;
  email: string;
  address: string;
  aadharNumber: string;
  stateId: string;
  cityId: string;
}

export const emptyPartyForm: PartyFormValues = {
  name: '',
  type: '',
  contactNumber: '',
  email: '',
  address: '',
  aadharNumber: '',
  stateId: '',
  cityId: '',
};

/**
 * The server's own schema, with the type select's empty state ('') reported as missing. Its output
 * drops empty optional fields, so an empty city, state or Aadhaar is sent as absent.
 */
export const partyFormSchema = partyInput.extend({
  type: z.string().min(1, 'Required').pipe(partyType),
});
