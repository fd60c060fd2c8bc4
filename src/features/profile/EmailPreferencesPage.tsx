import { ArrowLeft, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth/use-auth';
import { errorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toast';
import { putFresh, trpc } from '@/lib/trpc';
import { RequireAuth } from './RequireAuth';

/** Which emails the account gets; the footer of every optional email links here. */
function Preferences() {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const prefs = trpc.mail.preferences.useQuery();
  const [weeklyUpdate, setWeeklyUpdate] = useState(true);
  useEffect(() => {
    if (prefs.data) setWeeklyUpdate(prefs.data.weeklyUpdate);
  }, [prefs.data]);
  const save = trpc.mail.setPreferences.useMutation({
    onSuccess: async (saved) => {
      await putFresh(utils.mail.preferences, undefined, saved);
      toast({
        title: 'Preferences saved',
        description: saved.weeklyUpdate
          ? 'You will get the Monday update.'
          : 'You will no longer get the Monday update.',
      });
    },
    onError: (err) => toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Optional emails</CardTitle>
        <CardDescription>
          Sent to <span className="font-medium text-foreground">{user?.email}</span>.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {prefs.isLoading && <LoadingBlocks label="Loading your preferences…" blocks={['h-16']} />}
        {prefs.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(prefs.error)}
          </p>
        )}
        {prefs.data && (
          <form
            className="grid gap-5"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate({ weeklyUpdate });
            }}
          >
            <div className="flex items-start gap-3">
              <Checkbox
                id="pref-weekly"
                checked={weeklyUpdate}
                onCheckedChange={(v) => setWeeklyUpdate(v === true)}
                aria-describedby="pref-weekly-hint"
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor="pref-weekly">The Monday update</Label>
                <p id="pref-weekly-hint" className="text-sm text-muted-foreground">
                  After the weekly recalculation (Monday 6AM), one email when your best Fit Score or your
                  matches changed, with a link to your Gameplan. At most one a week.
                </p>
              </div>
            </div>
            <Button type="submit" className="justify-self-start" disabled={save.isPending}>
              {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Save preferences
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

export default function EmailPreferencesPage() {
  usePageTitle('Email preferences');
  return (
    <RequireAuth>
      <section className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
        <Link
          to="/profile"
          className="flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> Your profile
        </Link>
        <h1 className="font-display text-3xl font-black">EMAIL PREFERENCES</h1>
        <Preferences />
        <Card>
          <CardHeader>
            <CardTitle>Account emails</CardTitle>
            <CardDescription>
              These always arrive, because you asked for them or they keep your account safe.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              <li>Password reset links</li>
              <li>The link that confirms your email address</li>
            </ul>
          </CardContent>
        </Card>
      </section>
    </RequireAuth>
  );
}
