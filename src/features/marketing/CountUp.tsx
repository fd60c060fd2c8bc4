import { useEffect, useRef, useState } from 'react';

/** SPEC §9: count-ups run for 2 s. */
export const COUNT_UP_MS = 2000;

/**
 * A number that counts up from 0 over 2 s once it scrolls into view. Visitors who prefer reduced
 * motion (or browsers without IntersectionObserver) see the final number at once; screen readers
 * always read the final number.
 */
export function CountUp({ value, decimals, suffix }: { value: number; decimals: number; suffix: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  // The prerendered HTML (and a page whose script never runs) shows the final number.
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const el = ref.current;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!el || still || typeof IntersectionObserver === 'undefined') return;
    setShown(0); // ready to count from zero once it scrolls into view
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / COUNT_UP_MS);
        setShown(value * (1 - (1 - t) ** 3)); // ease-out cubic
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);
  const text = (n: number) => `${n.toFixed(decimals)}${suffix}`;
  return (
    <>
      <span ref={ref} aria-hidden className="tabular-nums" data-testid="count-up">
        {text(shown)}
      </span>
      <span className="sr-only">{text(value)}</span>
    </>
  );
}
