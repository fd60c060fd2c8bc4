import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/label';
import { useAuth } from '@/features/auth/use-auth';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { SaveRow } from './SaveRow';

/** The coach's own name, shown as "Coach First Last" with every number they verify. */
export function CoachNameForm() {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const save = trpc.coach.setName.useMutation({
    onSuccess: async () => {
      await utils.auth.me.invalidate();
      toast({ title: 'Saved', description: 'Numbers you verify now show this name.' });
    },
  });
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ firstName, lastName });
      }}
    >
      <Field id="coach-first-name" label="First name">
        <Input
          id="coach-first-name"
          autoComplete="given-name"
          maxLength={60}
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
      </Field>
      <Field id="coach-last-name" label="Last name">
        <Input
          id="coach-last-name"
          autoComplete="family-name"
          maxLength={60}
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
      </Field>
      <SaveRow label="Save name" mutation={save} className="sm:col-span-2" />
    </form>
  );
}
