import { ELIGIBILITY_DEFAULT } from '@common/constants';
import {
  type TUpdateAthleteProfile,
  type TUpdateAthleteProfileInput,
  ZEditAthleteProfile,
} from '@common/schemas/athlete';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { Field, fieldControlProps } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth/use-auth';
import { isNotFound, serverMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toast';
import { putFresh, type RouterOutputs, trpc } from '@/lib/trpc';
import { PORTAL_HINT, PORTAL_OPTIONS } from './portal-options';
import { RequireAuth } from './RequireAuth';
import { TransferFields } from './TransferFields';

type Profile = RouterOutputs['athlete']['byId'];
const FIELDS = ['firstName', 'lastName', 'bio', 'filmUrl', 'xHandle', 'xProfileUrl'] as const;
const PORTAL = [
  'portalStatus',
  'currentSchool',
  'eligibilityRemaining',
  'currentLevel',
  'clockStartYear',
  'transferKind',
  'academicStanding',
  'portalEnteredOn',
] as const;

// The form holds strings; the shared PATCH schema turns '' into null and checks the SPEC messages.
const resolver = zodResolver(ZEditAthleteProfile);

function EditForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const initial: TUpdateAthleteProfileInput = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    bio: profile.bio,
    filmUrl: profile.filmUrl ?? '',
    xHandle: profile.xHandle ?? '',
    xProfileUrl: profile.xProfileUrl ?? '',
    portalStatus: profile.portalStatus ?? '',
    currentSchool: profile.currentSchool ?? '',
    eligibilityRemaining: String(profile.eligibilityRemaining ?? ELIGIBILITY_DEFAULT),
    currentLevel: profile.currentLevel ?? '',
    clockStartYear: profile.clockStartYear === null ? '' : String(profile.clockStartYear),
    transferKind: profile.transferKind ?? '',
    academicStanding: profile.academicStanding ?? '',
    portalEnteredOn: profile.portalEnteredOn ?? '',
  } as TUpdateAthleteProfileInput;
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, dirtyFields },
  } = useForm<TUpdateAthleteProfileInput, unknown, TUpdateAthleteProfile>({
    resolver,
    defaultValues: initial,
  });
  const update = trpc.athlete.update.useMutation({
    onSuccess: async (saved) => {
      await putFresh(utils.athlete.byId, { id: saved.id }, saved);
      void utils.athlete.mine.invalidate();
      void utils.auth.me.invalidate();
      toast({ title: 'Profile Updated!', description: 'Your public profile shows the changes.' });
      navigate(`/athlete/${saved.id}`);
    },
    onError: (err) =>
      toast({
        title: 'Error',
        description: serverMessage(err) ?? 'Failed to update profile',
        variant: 'destructive',
      }),
  });

  // Send only what the user changed: a PATCH changes only the fields it names. The portal fields
  // go together; leaving the portal sends only the empty status, which clears the others.
  const save = handleSubmit((values) => {
    const changed = FIELDS.filter((key) => dirtyFields[key]);
    const portal = PORTAL.some((key) => dirtyFields[key])
      ? values.portalStatus
        ? Object.fromEntries(PORTAL.map((key) => [key, values[key]]))
        : { portalStatus: null }
      : {};
    update.mutate({
      id: profile.id,
      ...Object.fromEntries(changed.map((key) => [key, values[key]])),
      ...portal,
    });
  });
  const inPortal = Boolean(watch('portalStatus'));

  const select = (key: 'portalStatus', label: string, options: typeof PORTAL_OPTIONS, hint?: string) => {
    const id = `edit-${key}`;
    const error = errors[key]?.message;
    return (
      <Field id={id} label={label} error={error} hint={hint}>
        <Select {...fieldControlProps(id, error)} {...register(key)} options={options} />
      </Field>
    );
  };

  const field = (
    key: (typeof FIELDS)[number],
    label: string,
    input: 'input' | 'textarea' = 'input',
    hint?: string,
  ) => {
    const id = `edit-${key}`;
    const error = errors[key]?.message;
    const props = { ...fieldControlProps(id, error), ...register(key) };
    return (
      <Field id={id} label={label} error={error} hint={hint}>
        {input === 'textarea' ? <Textarea rows={5} {...props} /> : <Input {...props} />}
      </Field>
    );
  };

  return (
    <form onSubmit={save} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', 'First name')}
        {field('lastName', 'Last name')}
      </div>
      {field('bio', 'Bio', 'textarea')}
      {field('filmUrl', 'Film URL', 'input', 'YouTube, Vimeo or Hudl video link, or leave empty')}
      {field('xHandle', 'X handle', 'input', 'Without the @')}
      {field('xProfileUrl', 'X profile URL')}
      <div className="grid gap-4 sm:grid-cols-2">
        {select('portalStatus', 'Transfer portal', PORTAL_OPTIONS, PORTAL_HINT)}
        {inPortal && (
          <TransferFields
            idPrefix="edit"
            register={(key) => register(key)}
            errorOf={(key) => errors[key]?.message}
            values={{
              portalStatus: String(watch('portalStatus') ?? ''),
              eligibilityRemaining: String(watch('eligibilityRemaining') ?? ''),
              currentLevel: String(watch('currentLevel') ?? ''),
              clockStartYear: String(watch('clockStartYear') ?? ''),
              transferKind: String(watch('transferKind') ?? ''),
            }}
          />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          Save Changes
        </Button>
        <Button asChild variant="outline">
          <Link to={`/athlete/${profile.id}`}>Cancel</Link>
        </Button>
      </div>
    </form>
  );
}

function EditProfile() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const profile = trpc.athlete.byId.useQuery({ id });
  if (profile.isLoading) return <LoadingBlocks label="Loading profile…" blocks={['h-10', 'h-32']} />;
  if (!profile.data)
    return (
      <h1 className="font-display text-3xl font-black">
        {isNotFound(profile.error) ? 'Profile not found' : 'Could not load this profile'}
      </h1>
    );
  // The server refuses a non-owner's PATCH with the same words (SPEC §6).
  if (profile.data.userId !== user?.id)
    return <h1 className="font-display text-2xl font-black">You can only edit your own profile</h1>;
  return (
    <Card>
      <CardHeader>
        <h1 className="font-display text-3xl font-black">Edit Profile</h1>
        <CardTitle className="text-base font-normal text-muted-foreground">
          {profile.data.firstName} {profile.data.lastName} · {profile.data.sport}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <EditForm profile={profile.data} />
      </CardContent>
    </Card>
  );
}

export default function ProfileEditPage() {
  usePageTitle('Edit Profile');
  return (
    <RequireAuth>
      <section className="mx-auto grid max-w-2xl gap-4 px-4 py-10">
        <EditProfile />
      </section>
    </RequireAuth>
  );
}
