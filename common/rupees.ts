/**
 * ₹ with Indian digit grouping (₹12,34,567.50) from a 2-decimal string, exact (no float): the amounts a record
 * names (a ledger description's rate, an audit summary's amount, a bell title's sum), in either language.
 */
export function formatRupees(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = '00'] = (negative ? amount.slice(1) : amount).split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
  return `${negative ? '-' : ''}₹${grouped}.${fraction.padEnd(2, '0')}`;
}
