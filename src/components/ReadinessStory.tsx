import { readinessStory } from '@common/readiness-story';
import { trpc } from '@/lib/trpc';

/** The one readiness sentence, from the same two answers on every screen; nothing while loading. */
export function ReadinessStory({ athleteId, className }: { athleteId: string; className?: string }) {
  const division = trpc.match.divisionReadiness.useQuery({ id: athleteId });
  const readiness = trpc.match.readiness.useQuery({ id: athleteId });
  if (!division.data || !readiness.data) return null;
  return (
    <p className={className} data-testid="readiness-story">
      {readinessStory(division.data.division, readiness.data)}
    </p>
  );
}
