import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. There is deliberately no tailwind-merge (8.6 KB gzipped, and the
 * landing budget is 100 KB): never pass a class that conflicts with a primitive's own
 * (e.g. a second height); add a cva variant instead. See docs/decisions/004-landing-bundle-budget.md.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
