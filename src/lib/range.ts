/** from, from + step, …, to (inclusive): the option lists of the forms' selects. */
export const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Tenths from `from` to `to` as option labels, e.g. tenths(20, 40) → '2.0' … '4.0'. */
export const tenths = (from: number, to: number) => range(from, to).map((n) => (n / 10).toFixed(1));
