import type { RouterOutputs } from '@/lib/trpc';

/** One match on the Gameplan, as `match.forAthlete` answers it. */
export type DashboardMatch = RouterOutputs['match']['forAthlete'][number];
