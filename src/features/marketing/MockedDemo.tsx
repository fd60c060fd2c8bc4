import type { PageMeta } from '@common/page-meta';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { usePageMeta } from '@/lib/page-title';
import { useHydrated } from '@/lib/use-hydrated';
import { type DemoStep, MOCKED_LABEL } from './demo-content';
import { CtaButton } from './sections';

/**
 * A mocked three-step demo (SPEC §4: step 1, 2, 3, then restart to step 1). After each step the
 * focus moves to the new step's heading, so keyboard and screen-reader users follow along.
 */
export function MockedDemo({
  meta,
  title,
  steps,
  waitlist,
  renderStep,
}: {
  meta: PageMeta;
  title: string;
  steps: readonly DemoStep[];
  waitlist: string;
  renderStep: (index: number) => ReactNode;
}) {
  usePageMeta(meta);
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step is the trigger, not an input
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [index]);
  const step = steps[index]!;
  const advance = () => {
    moved.current = true;
    setIndex((i) => (i + 1) % steps.length);
  };
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      <p className="w-fit rounded-md border-2 border-dashed border-warning px-3 py-1 text-sm font-black tracking-wide text-warning">
        {MOCKED_LABEL}
      </p>
      <h1 className="font-display text-3xl font-black md:text-4xl">{title}</h1>
      <ol className="grid grid-cols-3 gap-2" aria-label="Demo steps">
        {steps.map((s, i) => (
          <li
            key={s.title}
            aria-current={i === index ? 'step' : undefined}
            className={cn(
              'rounded-lg border px-3 py-2 text-xs font-semibold sm:text-sm',
              i === index ? 'border-accent bg-accent/10' : 'text-muted-foreground',
            )}
          >
            {i + 1}. {s.title}
          </li>
        ))}
      </ol>
      <div className="rounded-2xl border bg-card p-6" data-testid="demo-step">
        <h2 ref={heading} tabIndex={-1} className="font-display text-xl font-black outline-none">
          Step {index + 1} of {steps.length}: {step.title}
        </h2>
        <div className="mt-4">{renderStep(index)}</div>
        <Button
          disabled={!hydrated}
          className="mt-6"
          size="lg"
          variant={index === steps.length - 1 ? 'outline' : 'default'}
          onClick={advance}
        >
          {step.next}
        </Button>
      </div>
      <div className="flex flex-wrap gap-3">
        <CtaButton cta={{ label: 'JOIN THE WAITLIST', to: waitlist }} />
        <CtaButton cta={{ label: 'Overview', to: '/' }} variant="outline" />
      </div>
    </section>
  );
}
