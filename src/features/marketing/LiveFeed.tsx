import { cn } from '@/lib/cn';
import { SampleLabel } from './sections';

/**
 * A 'live right now' feed of sample activity (SPEC §2): one loop every 12 s, paused on hover and
 * focus, and still for visitors who prefer reduced motion (they can scroll it instead).
 */
export function LiveFeed({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <div className={cn('rounded-xl border bg-card', className)}>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <p className="flex items-center gap-2 text-sm font-bold">
          <span className="size-2 rounded-full bg-success motion-safe:animate-pulse" aria-hidden />
          Live right now
        </p>
        <SampleLabel>Sample activity</SampleLabel>
      </div>
      <section
        className="group h-64 overflow-hidden motion-reduce:overflow-y-auto"
        aria-label="Sample activity feed"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: reduced-motion visitors scroll it with the keyboard
        tabIndex={0}
      >
        <div className="animate-marquee group-hover:[animation-play-state:paused] group-focus:[animation-play-state:paused] motion-reduce:animate-none">
          {[0, 1].map((copy) => (
            <ul key={copy} aria-hidden={copy === 1} className={cn(copy === 1 && 'motion-reduce:hidden')}>
              {items.map((item) => (
                <li key={item} className="border-b px-4 py-3 text-sm">
                  {item}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </section>
    </div>
  );
}
