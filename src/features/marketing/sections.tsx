import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { ArrowRightIcon } from '@/components/ui/shell-icons';
import { cn } from '@/lib/cn';

/** A call to action: a route and its label. */
export interface Cta {
  label: string;
  to: string;
}

export function CtaButton({ cta, variant = 'accent' }: { cta: Cta; variant?: 'accent' | 'outline' }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to={cta.to}>
        {cta.label}
        {variant === 'accent' && <ArrowRightIcon />}
      </Link>
    </Button>
  );
}

/** The product is open while the waitlist runs: the way in beside SPEC's waitlist buttons. */
export const START_PROFILE: Cta = { label: 'Build your profile now', to: '/profile/new' };

/** The label every piece of static sample content carries (SPEC §1: it is not real computation). */
export function SampleLabel({ children = 'Sample data' }: { children?: ReactNode }) {
  return (
    <span className="inline-flex shrink-0 items-center whitespace-nowrap rounded-full border border-dashed px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
      {children}
    </span>
  );
}

export function Hero({
  eyebrow,
  title,
  lead,
  actions,
  visual,
}: {
  eyebrow: string;
  title: ReactNode;
  lead: string;
  actions: ReactNode;
  visual?: ReactNode;
}) {
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-12 pt-12 md:grid-cols-[1.15fr_1fr] md:pt-20">
      <div>
        <p className="text-sm font-bold uppercase tracking-widest text-accent">{eyebrow}</p>
        <h1 className="mt-3 font-display text-4xl font-black leading-[1.05] text-balance md:text-6xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{lead}</p>
        <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
      </div>
      {visual}
    </section>
  );
}

/** A page section with a visible h2 that names it for assistive technology. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-20 py-14', className)}>
      <div className="mx-auto max-w-6xl px-4">
        {eyebrow && <p className="text-sm font-bold uppercase tracking-widest text-accent">{eyebrow}</p>}
        <h2 id={`${id}-title`} className="mt-2 font-display text-2xl font-black md:text-4xl">
          {title}
        </h2>
        {lead && <p className="mt-3 max-w-2xl text-muted-foreground">{lead}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** Numbered steps, in order. */
export function Steps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-xl border bg-card p-5">
          <span className="font-display text-3xl font-black text-accent" aria-hidden>
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-2 font-bold">{step.title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Cards with a title and a line of text. */
export function FeatureCards({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border bg-card p-5">
          <h3 className="font-bold">{item.title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The closing band: a heading, a line and the page's calls to action. */
export function ClosingCta({ title, text, actions }: { title: string; text: string; actions: ReactNode }) {
  return (
    <section aria-labelledby="closing-cta" className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="closing-cta" className="font-display text-2xl font-black md:text-3xl">
            {title}
          </h2>
          <p className="mt-1 text-muted-foreground">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">{actions}</div>
      </div>
    </section>
  );
}

/** A labelled Select with an empty first choice, for the marketing demos' filters. */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  placeholder = 'Choose…',
}: {
  id: string;
  label: string;
  value: string;
  options: readonly (string | { value: string; label: string })[];
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <Field id={id} label={label}>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={options}
        placeholder={placeholder}
      />
    </Field>
  );
}

/** A ranked list of sample names with their Fit Scores. */
export function RankedList({
  items,
  className,
  fitTestId,
}: {
  items: readonly { name: string; detail?: string; fit: number }[];
  className?: string;
  fitTestId?: string;
}) {
  return (
    <ol className={cn('grid gap-2', className)}>
      {items.map((item) => (
        <li key={item.name} className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2">
          <div>
            <p className="text-sm font-semibold">{item.name}</p>
            {item.detail && <p className="text-xs text-muted-foreground">{item.detail}</p>}
          </div>
          <span className="font-display text-2xl font-black text-success" data-testid={fitTestId}>
            {item.fit}
          </span>
        </li>
      ))}
    </ol>
  );
}
