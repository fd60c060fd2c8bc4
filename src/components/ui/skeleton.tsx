import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A placeholder block for loading states; give it a size. Decorative: announce loading with role="status" around it. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}

/**
 * A loading state: placeholder blocks (one class list each, e.g. 'h-64') announced to screen
 * readers by `label`.
 */
export function LoadingBlocks({
  label,
  blocks,
  className = 'grid gap-3',
}: {
  label: string;
  blocks: string[];
  className?: string;
}) {
  return (
    <div role="status" className={className}>
      {blocks.map((b, i) => (
        <Skeleton key={i} className={b} />
      ))}
      <span className="sr-only">{label}</span>
    </div>
  );
}
