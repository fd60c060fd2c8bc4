/** Height as people type it, shared by the preview's validation and the engine. */

/** Parses 6'2", 6' 2'', 6-2, 6 ft 2 in, 74 (inches) or 74in; null when it cannot. */
export function parseHeightInches(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 36 && value < 100 ? value : null;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  const ftIn = s.match(/^(\d)\s*(?:'|’|ft|feet|-)\s*(\d{1,2}(?:\.\d+)?)?\s*(?:"|''|”|in|inches)?$/i);
  if (ftIn) {
    const inches = Number(ftIn[1]) * 12 + Number(ftIn[2] ?? 0);
    return inches > 36 && inches < 100 ? inches : null;
  }
  const plain = s.match(/^(\d{2}(?:\.\d+)?)\s*(?:in|")?$/i);
  if (plain) {
    const inches = Number(plain[1]);
    return inches > 36 && inches < 100 ? inches : null;
  }
  return null;
}
