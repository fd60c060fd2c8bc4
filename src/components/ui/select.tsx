import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldBase } from './input';

/** A plain value shows as itself; an object gives its own label, e.g. 'mens' shown as "Men's". */
export type SelectOption = string | number | { value: string | number; label: string };

type SelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  /** Required so a Field's label names the control for screen readers. */
  id: string;
  options: readonly SelectOption[];
  /** A first, empty choice (value ''), e.g. 'Choose a sport'. */
  placeholder?: string;
};

/**
 * The one option select of the app: a native select, so the keyboard, screen readers, mobile
 * pickers and form posting all work as the platform does; focus shows as the fields' ring.
 */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  return (
    <select data-slot="select" className={cn(fieldBase, 'h-10 py-2', className)} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => {
        const { value, label } =
          typeof option === 'object' ? option : { value: option, label: String(option) };
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </select>
  );
}
