import { INCOME_BRACKET_LABELS, INCOME_BRACKETS, type IncomeBracket } from '@common/net-cost';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

const NOT_SAYING = 'not-saying';

/**
 * The family income question, asked once with its reason; after an answer it folds to one line
 * that can be changed. The answer is kept only on the athlete's own record (ADR 033).
 */
export function IncomeQuestion({ athleteId }: { athleteId: string }) {
  const id = useId();
  const utils = trpc.useUtils();
  const settings = trpc.cost.settings.useQuery({ athleteId });
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<string>('');
  const save = trpc.cost.saveSettings.useMutation({
    onSuccess: async (data) => {
      utils.cost.settings.setData({ athleteId }, data);
      setEditing(false);
      await utils.cost.forAthlete.invalidate({ athleteId });
    },
  });
  if (!settings.data) return null;
  const { answered, incomeBracket } = settings.data;
  // Unanswered, the question waits as one line until opened: the Gameplan stays short on a phone.
  if (!answered && !editing)
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        aria-expanded={false}
        onClick={() => setEditing(true)}
        data-testid="income-question-open"
      >
        {/* Short enough for one line on a 360 px phone: the button does not wrap. */}
        Family income for net cost (optional)
      </Button>
    );
  if (answered && !editing)
    return (
      <p
        className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
        data-testid="income-answer"
      >
        Net costs use{' '}
        {incomeBracket
          ? `your family income bracket (${INCOME_BRACKET_LABELS[incomeBracket]})`
          : 'each school’s average net price'}
        , private to you.
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto p-0"
          onClick={() => setEditing(true)}
        >
          Change income bracket
        </Button>
      </p>
    );
  const submit = () => {
    if (!choice) return;
    save.mutate({ athleteId, incomeBracket: choice === NOT_SAYING ? null : (choice as IncomeBracket) });
  };
  return (
    <Card data-testid="income-question">
      <CardHeader>
        <CardTitle className="text-base">What is your family's yearly income? (optional)</CardTitle>
        <CardDescription id={`${id}-why`}>
          Colleges' net prices depend on family income, so this shows what families like yours actually paid
          at each school. It stays on your account: never on your public profile, your PDF or anything a coach
          sees.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {/* One choice in a list: the Gameplan stays short on a phone. */}
          <div className="grid gap-1">
            <label htmlFor={`${id}-bracket`} className="text-sm font-medium">
              Family income bracket
            </label>
            <Select
              id={`${id}-bracket`}
              aria-describedby={`${id}-why`}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
              className="sm:max-w-xs"
              placeholder="Choose one"
              options={[
                ...INCOME_BRACKETS.map((value) => ({ value, label: INCOME_BRACKET_LABELS[value] })),
                { value: NOT_SAYING, label: 'Prefer not to say' },
              ]}
            />
          </div>
          {save.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(save.error)}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={!choice || save.isPending}>
              {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Save
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
