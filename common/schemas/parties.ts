import { z } from 'zod';
import {
  id,
  NAME_MAX,
  optionalId,
  optionalText,
  pageCursor,
  pageLimit,
  requiredText,
  searchText,
  TEXT_MAX,
  timestamp,
} from './primitives';
import { PARTY_IDS_MAX, partyTypes } from './choices';
import { v } from '../messages/validation';

export { PARTY_IDS_MAX, partyTypes };

export const partyType = z.enum(partyTypes);
export type PartyType = z.infer<typeof partyType>;

/** An Indian Financial System Code: 4 letters (the bank), 0, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI id (virtual payment address): name@handle. */
export const UPI_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const partyInput = z.object({
  name: requiredText(NAME_MAX),
  type: partyType,
  contactNumber: optionalText(15).pipe(
    z
      .string()
      .regex(/^[0-9+\- ]+$/, { message: v('validation.phoneCharacters'), abort: true })
      .regex(/\d/, v('validation.phoneDigit'))
      .optional(),
  ),
  email: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(320)
      .pipe(z.email(v('validation.invalidEmail')))
      .optional(),
  ),
  address: optionalText(TEXT_MAX),
  // Digits only once spaces are removed ("1234 5678 9012" is accepted).
  aadharNumber: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
    optionalText(12).pipe(
      z
        .string()
        .regex(/^\d{12}$/, v('validation.aadhaar'))
        .optional(),
    ),
  ),
  stateId: optionalId,
  cityId: optionalId,
  // Where the party is paid (docs/api-conventions.md#parties): offered as a payment's reference by bank or UPI.
  // Spaces are dropped from the account number and the IFSC is read in capitals.
  bankAccountNumber: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
    optionalText(40).pipe(
      z
        .string()
        .regex(/^\d{9,18}$/, v('validation.bankAccount'))
        .optional(),
    ),
  ),
  ifsc: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    optionalText(40).pipe(z.string().regex(IFSC_PATTERN, v('validation.ifsc')).optional()),
  ),
  upiId: optionalText(100).pipe(z.string().regex(UPI_PATTERN, v('validation.upi')).optional()),
});
export type PartyInput = z.input<typeof partyInput>;

export const party = z.object({
  id: z.number(),
  name: z.string(),
  type: partyType,
  contactNumber: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  /** 'XXXX XXXX 1234' or null: the full number is never returned (docs/api-conventions.md#aadhaar). */
  aadharMasked: z.string().nullable(),
  stateId: z.number().nullable(),
  cityId: z.number().nullable(),
  bankAccountNumber: z.string().nullable(),
  ifsc: z.string().nullable(),
  upiId: z.string().nullable(),
  /** Positive: the party owes us (receivable); negative: we owe the party (payable). */
  balance: z.string(),
  createdAt: timestamp,
  createdBy: z.number().nullable(),
});
export type Party = z.infer<typeof party>;

/** Parties that owe us (balance > 0) or that we owe (balance < 0): the Ledger's receivables and payables. */
export const partyBalanceFilters = ['receivable', 'payable'] as const;

/** Who a transaction may be with: customers (traders and exporters) buy from us, farmers sell to us. */
export const partyRoles = ['customer', 'farmer'] as const;
export type PartyRole = (typeof partyRoles)[number];

/**
 * GET /api/parties by name (case-insensitive), then id: the type, state and `q` (name, case-insensitive); with
 * `limit`, a keyset page `{items, total, nextCursor}` (docs/api-conventions.md#lists). `role`: the parties a sale
 * (customer: trader or exporter) or a purchase (farmer) may be with, for the pickers; `ids` (comma-separated): those
 * parties, whose names a screen's rows show. With `balance`, only the
 * parties on that side, largest amount first (then id), as the Ledger lists them (docs/screens.md#ledger).
 */
export const partyListQuery = z.object({
  type: z.preprocess((v) => (v === '' ? undefined : v), partyType.optional()),
  role: z.preprocess((v) => (v === '' ? undefined : v), z.enum(partyRoles).optional()),
  ids: z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' ? v.split(',') : v),
    z
      .array(id)
      .min(1)
      .max(PARTY_IDS_MAX, v('validation.atMostIds', { max: PARTY_IDS_MAX }))
      .optional(),
  ),
  stateId: optionalId,
  balance: z.preprocess((v) => (v === '' ? undefined : v), z.enum(partyBalanceFilters).optional()),
  q: searchText,
  limit: pageLimit,
  cursor: pageCursor,
});
export type PartyListQuery = z.output<typeof partyListQuery>;

export const partyPage = z.object({
  items: z.array(party),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type PartyPage = z.infer<typeof partyPage>;
