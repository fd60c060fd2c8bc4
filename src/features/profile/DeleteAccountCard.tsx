import { ACCOUNT_MESSAGES } from '@common/schemas/account';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/label';
import { ATHLETE_ID_KEY } from '@/features/athlete/athlete-id';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/**
 * Deleting the account for good: the user types their address to confirm, so no stray click
 * deletes it. What goes is listed first (the Privacy page says the same).
 */
export function DeleteAccountCard({ email }: { email: string }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = trpc.account.deleteMine.useMutation({
    onSuccess: () => {
      try {
        localStorage.removeItem(ATHLETE_ID_KEY);
      } catch {
        // Private mode: nothing was stored.
      }
      queryClient.clear();
      toast({ title: 'Account deleted', description: 'Your account, profile and files are gone.' });
      navigate('/');
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!matches) return setError(ACCOUNT_MESSAGES.confirmMismatch);
    setError(undefined);
    remove.mutate({ confirmEmail: typed });
  };
  return (
    <Card id="delete-account" data-testid="delete-account" className="border-destructive/60">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          This removes your account, your athlete profile, your matches, your evidence and its files, your
          contact requests and FitScout's copies of your mail, at once and for good. Emails coaches already
          received stay with them.{' '}
          <Link className="underline underline-offset-2" to="/privacy">
            Privacy
          </Link>{' '}
          says more.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-3 sm:max-w-md">
          <Field id="delete-confirm" label={`Type ${email} to confirm`} error={error}>
            <Input
              id="delete-confirm"
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'delete-confirm-error' : undefined}
            />
          </Field>
          <Button
            type="submit"
            variant="destructive"
            disabled={!matches || remove.isPending}
            className="justify-self-start"
          >
            <Trash2 aria-hidden /> Delete my account
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
