import { KeyRound, Loader2, LockKeyhole } from 'lucide-react';
import { type FormEvent, useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/label';
import { isNetworkError, serverMessage } from '@/lib/errors';
import { dismissAllToasts, toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

import { Dashboard } from './AdminDashboard';
import { adminCall } from './admin-api';

type AuthState = 'logged-out' | 'verifying' | 'authenticated';

export default function AdminWaitlistPage() {
  const utils = trpc.useUtils();
  // SPEC §6: the password lives only in this component's state: never in storage or cookies.
  const [password, setPassword] = useState('');
  const [auth, setAuth] = useState<AuthState>('logged-out');

  const logOut = useCallback(() => {
    setPassword('');
    setAuth('logged-out');
    // Drop the emails and names with the session.
    utils.admin.waitlistStats.reset();
  }, [utils]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (auth === 'verifying') return;
    if (!password) {
      toast({
        title: 'Password Required',
        description: 'Please enter the admin password',
        variant: 'destructive',
      });
      return;
    }
    setAuth('verifying');
    try {
      const data = await utils.client.admin.waitlistStats.query(undefined, adminCall(password).trpc);
      utils.admin.waitlistStats.setData(undefined, data);
      // A stale 'Access Denied' from an earlier try must not sit over the dashboard.
      dismissAllToasts();
      setAuth('authenticated');
    } catch (err) {
      setAuth('logged-out');
      if (!isNetworkError(err)) {
        toast({
          title: 'Access Denied',
          description: serverMessage(err) ?? 'Invalid password',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Connection Error',
          description: 'Failed to connect to server',
          variant: 'destructive',
        });
      }
    }
  };

  if (auth !== 'authenticated') {
    return (
      <section className="mx-auto flex max-w-md flex-col px-4 py-16 md:py-24">
        <Card>
          <CardHeader className="items-center text-center">
            <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-muted">
              <LockKeyhole className="size-6" aria-hidden />
            </span>
            <h1 className="text-lg font-bold leading-tight">Admin dashboard</h1>
            <CardDescription>Enter the admin password to view waitlist sign-ups.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={verify} noValidate className="grid gap-4" aria-busy={auth === 'verifying'}>
              <Field id="admin-password" label="Admin password">
                <Input
                  id="admin-password"
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  disabled={auth === 'verifying'}
                />
              </Field>
              <Button type="submit" disabled={auth === 'verifying'}>
                {auth === 'verifying' ? (
                  <Loader2 className="animate-spin" aria-hidden />
                ) : (
                  <KeyRound aria-hidden />
                )}
                {auth === 'verifying' ? 'Verifying…' : 'Access dashboard'}
              </Button>
            </form>
          </CardContent>
        </Card>
      </section>
    );
  }

  return <Dashboard password={password} onLogOut={logOut} />;
}
