/**
 * A whole number with thousands separators, as toLocaleString('en-US') writes it ("1,234"),
 * without a locale lookup per call: every explained card writes a distance and a cost.
 */
export function thousands(n: number): string {
  if (!Number.isInteger(n) || Math.abs(n) >= 1e21) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let out = '';
  for (let k = 0; k < digits.length; k++) {
    if (k > 0 && (digits.length - k) % 3 === 0) out += ',';
    out += digits[k];
  }
  return n < 0 ? `-${out}` : out;
}
