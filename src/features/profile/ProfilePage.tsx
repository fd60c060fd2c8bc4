import { VERIFICATION_LABELS } from '@common/constants';
import { LayoutDashboard, UserPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageLoading } from '@/components/layout/RootLayout';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { loginHref, useAuth } from '@/features/auth/use-auth';
import { RecruitingCard } from '@/features/coach/RecruitingCard';
import { EvidencePanel } from '@/features/evidence/EvidencePanel';
import { errorMessage } from '@/lib/errors';
import { DeleteAccountCard } from './DeleteAccountCard';
import { EmailStatus } from './EmailStatus';
import { PdfSettingsCard } from './PdfSettingsCard';
import { useMyProfile } from './use-my-profile';

const orNotSet = (value: string | null | undefined) => (value?.trim() ? value : 'Not set');

export default function ProfilePage() {
  const { user, isLoading } = useAuth();
  const profile = useMyProfile(user?.id);

  if (isLoading) return <PageLoading />;
  if (!user) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="font-display text-3xl font-black">NOT LOGGED IN</h1>
        <p className="text-muted-foreground">Sign in to see your account and athlete profile.</p>
        <Button asChild size="lg">
          <a href={loginHref('/profile')}>LOGIN</a>
        </Button>
      </section>
    );
  }

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      <h1 className="font-display text-3xl font-black">YOUR PROFILE</h1>
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-[8rem_1fr]">
            <dt className="text-sm text-muted-foreground">Email</dt>
            <dd className="font-medium" data-testid="account-email">
              {orNotSet(user.email)}
            </dd>
            <dt className="text-sm text-muted-foreground">Email status</dt>
            <dd data-testid="account-email-status">
              <EmailStatus verifiedAt={user.emailVerifiedAt} />
            </dd>
            <dt className="text-sm text-muted-foreground">Name</dt>
            <dd className="font-medium" data-testid="account-name">
              {orNotSet(name)}
            </dd>
          </dl>
          <Link
            to="/profile/email"
            className="mt-4 inline-block text-sm font-medium underline underline-offset-4"
          >
            Email preferences
          </Link>
        </CardContent>
      </Card>

      {profile.isLoading && <PageLoading />}
      {profile.isError && (
        <Card role="alert">
          <CardHeader>
            <CardTitle>Could not load your athlete profile</CardTitle>
            <CardDescription>{errorMessage(profile.error)}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={() => profile.refetch()}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      )}
      {profile.data === null && (
        <Card>
          <CardHeader>
            <CardTitle>Build your athlete profile</CardTitle>
            <CardDescription>
              Five quick steps. Then get program matches with a Fit Score that explains itself.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="accent">
              <Link to="/profile/new">
                <UserPlus aria-hidden /> Create Profile
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}
      {profile.data && (
        <Card data-testid="athlete-summary">
          <CardHeader>
            <CardTitle>
              {profile.data.firstName} {profile.data.lastName}
            </CardTitle>
            <CardDescription>
              {profile.data.sport} · {profile.data.position} · Class of {profile.data.graduationYear} ·{' '}
              {profile.data.location}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="flex flex-wrap gap-2">
              <Badge variant="outline">{VERIFICATION_LABELS[profile.data.verificationLevel]}</Badge>
              <Badge variant="secondary">
                {profile.data.height} · {profile.data.weight} lbs · GPA {profile.data.gpa}
              </Badge>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild variant="outline">
                <Link to={`/athlete/${profile.data.id}`}>View Public</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={`/profile/edit/${profile.data.id}`}>Edit Profile</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
      {profile.data && <RecruitingCard />}
      {profile.data && <PdfSettingsCard profile={profile.data} />}
      {profile.data && <EvidencePanel profile={profile.data} />}
      <Button asChild variant="ghost" className="justify-self-start">
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden /> Go to your dashboard
        </Link>
      </Button>
      {user.email && <DeleteAccountCard email={user.email} />}
    </section>
  );
}
