import { FIT_WEIGHTS } from '@common/constants';
import type { TFitParts } from '@common/schemas/match';
import { FitBreakdown } from '@/components/FitBreakdown';
import { scoreTone, TONE_TEXT } from '@/lib/score-tone';
import { SampleLabel } from './sections';

export interface SampleFitCard {
  athlete: string;
  program: string;
  parts: TFitParts;
  weeklyChange: number;
  newMatches: number;
}

/** The Fit Score is the weighted sum of its five parts (SPEC §9), here as in the engine. */
export const fitScoreOf = (parts: TFitParts) =>
  Math.round(
    (Object.keys(FIT_WEIGHTS) as (keyof TFitParts)[]).reduce((sum, k) => sum + FIT_WEIGHTS[k] * parts[k], 0),
  );

/** The product visual: a Fit Score card with its five parts, from labelled sample data. */
export function FitScoreCard({ card }: { card: SampleFitCard }) {
  const score = fitScoreOf(card.parts);
  return (
    <figure className="rounded-2xl border bg-card p-5 shadow-lg md:p-6" aria-label="Sample Fit Score card">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold">{card.athlete}</p>
          <p className="text-xs text-muted-foreground">{card.program}</p>
        </div>
        <SampleLabel />
      </div>
      <div className="mt-4 flex items-end gap-4">
        <p className="leading-none">
          <span className={`font-display text-6xl font-black tabular-nums ${TONE_TEXT[scoreTone(score)]}`}>
            {score}
          </span>
          <span className="ml-1 text-sm text-muted-foreground">Fit Score</span>
        </p>
        <dl className="grid gap-0.5 pb-1 text-sm">
          <div className="flex gap-1">
            <dt className="sr-only">This week</dt>
            <dd className="font-semibold text-success">+{card.weeklyChange} this week</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Matches</dt>
            <dd className="text-muted-foreground">{card.newMatches} new matches</dd>
          </div>
        </dl>
      </div>
      <div className="mt-5">
        <FitBreakdown parts={card.parts} />
      </div>
      <figcaption className="mt-4 text-xs text-muted-foreground">
        Every score shows its five parts and their weights. Sample athlete, not a real profile.
      </figcaption>
    </figure>
  );
}
