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
