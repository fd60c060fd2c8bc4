import type { ProgramDivision } from '@common/constants';
import { eligibilityAllows, type TransferKind, transferRuleNotes } from '@common/eligibility';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Field, fieldControlProps } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import {
  CLOCK_OPTIONS,
  ELIGIBILITY_OPTIONS,
  KIND_OPTIONS,
  LEVEL_OPTIONS,
  STANDING_OPTIONS,
} from './portal-options';

export type TransferKey =
  | 'currentSchool'
  | 'currentLevel'
  | 'eligibilityRemaining'
  | 'clockStartYear'
  | 'transferKind'
  | 'academicStanding'
  | 'portalEnteredOn';

type ControlProps = ReturnType<typeof fieldControlProps> & UseFormRegisterReturn;

interface Props {
  idPrefix: string;
  register: (key: TransferKey) => UseFormRegisterReturn;
  errorOf: (key: TransferKey) => string | undefined;
  values: {
    portalStatus: string;
    eligibilityRemaining: string;
    currentLevel: string;
    clockStartYear: string;
    transferKind: string;
  };
}

/**
 * What the builder and the edit form ask a transfer athlete instead of a graduation class: level,
 * seasons left, the clock, degree progress and the portal date, with what the rules then allow.
 */
export function TransferFields({ idPrefix, register, errorOf, values }: Props) {
  const level = (values.currentLevel || null) as ProgramDivision | null;
  const seasons = Number(values.eligibilityRemaining);
  const allows =
    values.eligibilityRemaining === ''
      ? null
      : eligibilityAllows({
          seasonsRemaining: seasons,
          clockStartYear: values.clockStartYear ? Number(values.clockStartYear) : null,
          level,
          today: new Date().toISOString().slice(0, 10),
        });
  const notes = transferRuleNotes({
    level,
    transferKind: (values.transferKind || null) as TransferKind | null,
  });
  const control = (
    key: TransferKey,
    label: string,
    render: (p: ControlProps) => ReactNode,
    hint?: string,
  ) => {
    const id = `${idPrefix}-${key}`;
    const error = errorOf(key);
    return (
      <Field id={id} label={label} error={error} hint={hint}>
        {render({ ...fieldControlProps(id, error), ...register(key) })}
      </Field>
    );
  };
  return (
    <>
      {control('currentSchool', 'Current school', (p) => (
        <Input autoComplete="organization" {...p} />
      ))}
      {control('currentLevel', 'Current level', (p) => (
        <Select {...p} options={LEVEL_OPTIONS} placeholder="Choose a level" />
      ))}
      {control(
        'eligibilityRemaining',
        'Seasons of eligibility remaining',
        (p) => (
          <Select {...p} options={ELIGIBILITY_OPTIONS} />
        ),
        allows ? `At a new program: ${allows.text}` : undefined,
      )}
      {control(
        'clockStartYear',
        'Season your eligibility clock started',
        (p) => (
          <Select {...p} options={CLOCK_OPTIONS} placeholder="Choose a season" />
        ),
        'Your first full-time college year',
      )}
      {control('transferKind', 'Undergraduate or graduate', (p) => (
        <Select {...p} options={KIND_OPTIONS} placeholder="Choose one" />
      ))}
      {control('academicStanding', 'Progress toward degree', (p) => (
        <Select {...p} options={STANDING_OPTIONS} placeholder="Choose one" />
      ))}
      {control(
        'portalEnteredOn',
        'Date you entered the portal',
        (p) => (
          <Input type="date" {...p} />
        ),
        values.portalStatus === 'in-portal' ? undefined : 'Leave empty until you enter',
      )}
      <ul className="grid gap-1 text-xs text-muted-foreground sm:col-span-2" aria-label="Transfer rules">
        {notes.map((n) => (
          <li key={n.text}>
            {n.text}{' '}
            <a className="underline" href={n.source.url} target="_blank" rel="noreferrer">
              Source ({n.source.dated})
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
