import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { RequireAuth } from '@/features/profile/RequireAuth';
import { COACH_SIGNUP_HREF } from './coach-links';

/** Signed-in coach accounts only; the server checks the role again on every call. */
export function CoachOnly({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <CoachRole>{children}</CoachRole>
    </RequireAuth>
  );
}

function CoachRole({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.role === 'coach') return <>{children}</>;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-black">FOR COACH ACCOUNTS</h1>
      <p className="text-muted-foreground">
        This area is for college coaches. You are signed in with an athlete account.
      </p>
      <Button asChild variant="outline">
        <a href={COACH_SIGNUP_HREF}>Create a coach account</a>
      </Button>
    </section>
  );
}
