import { qualityGrades } from '@common/schemas/choices';
import type { TFunction } from 'i18next';
import type { SelectOption } from '@/components/options-select';

/** The select value that stands for "no grade" (Radix items cannot have '' as their value). */
export const NO_GRADE = 'none';

/**
 * The quality-grade choices of the purchase and sale forms: "no grade", then A, B, C. Typing the grade's
 * letter picks it ("A" → "Grade A", docs/screens.md#keyboard).
 */
export function gradeOptions(t: TFunction, noGradeLabel: string): SelectOption[] {
  return [
    { value: NO_GRADE, label: noGradeLabel },
    ...qualityGrades.map((g) => ({ value: g, label: t(`common.grades.${g}`), textValue: g })),
  ];
}
