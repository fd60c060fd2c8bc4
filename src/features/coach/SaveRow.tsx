import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';

/**
 * The coach forms' last row: the server's refusal, if any, then the save button. Without `onSave`
 * the button submits its form.
 */
export function SaveRow({
  label,
  mutation,
  onSave,
  className,
}: {
  label: string;
  mutation: { error: unknown; isPending: boolean };
  onSave?: () => void;
  className?: string;
}) {
  return (
    <>
      {mutation.error ? (
        <p role="alert" className={cn('text-sm font-medium text-destructive', className)}>
          {errorMessage(mutation.error)}
        </p>
      ) : null}
      <div className={className}>
        <Button type={onSave ? 'button' : 'submit'} disabled={mutation.isPending} onClick={onSave}>
          {label}
        </Button>
      </div>
    </>
  );
}
