// The number formats the Excel exports must carry (docs/api-conventions.md#exports), written out here as the
// spec gives them, not imported from the writer, so that a test fails when the writer's formats drift from them.

/** ₹ and the Indian grouping (lakh, crore), two places. */
export const MONEY_FORMAT = '[>=10000000]"₹"##\\,##\\,##\\,##0.00;[>=100000]"₹"##\\,##\\,##0.00;"₹"##,##0.00';
/** The Indian grouping, three places. */
export const QUANTITY_FORMAT = '[>=10000000]##\\,##\\,##\\,##0.000;[>=100000]##\\,##\\,##0.000;##,##0.000';
export const DATE_FORMAT = 'dd mmm yyyy';
