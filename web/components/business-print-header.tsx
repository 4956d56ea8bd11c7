import { useBusinessProfile } from '@/lib/queries/business-profile';

/** A detail of the profile with its label, in the screen's language: "Phone: +91 98290 12345". */
export type ProfileLabel = (field: 'phone' | 'gstin' | 'apmcLicence', value: string) => string;

/**
 * The business profile on top of a printed screen, as on the PDFs (docs/screens.md#printing,
 * docs/documents.md): the name, then the address, phone, GSTIN and APMC licence. Only on paper; nothing
 * before the profile's first save. The labels come from the screen's own texts (`label`), so the shared
 * chunk every screen loads carries none of them (docs/decisions/0010-first-load.md).
 */
export function BusinessPrintHeader({ label }: { label: ProfileLabel }) {
  const profile = useBusinessProfile().data;
  if (!profile?.name) return null;
  const ids = [
    profile.gstin && label('gstin', profile.gstin),
    profile.apmcLicence && label('apmcLicence', profile.apmcLicence),
  ].filter(Boolean);
  return (
    <div className="hidden border-b border-border pb-3 print:block" data-testid="print-business">
      <p className="text-lg font-bold">{profile.name}</p>
      <div className="text-sm text-muted-foreground">
        {profile.address && <p className="whitespace-pre-line">{profile.address}</p>}
        {profile.phone && <p>{label('phone', profile.phone)}</p>}
        {ids.length > 0 && <p>{ids.join(' · ')}</p>}
      </div>
    </div>
  );
}
