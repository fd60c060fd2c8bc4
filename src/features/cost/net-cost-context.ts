import { createContext, useContext } from 'react';
import { type RouterOutputs, trpc } from '@/lib/trpc';

export type ProgramNetCost = RouterOutputs['cost']['forAthlete'][number];

/** The athlete whose matches the cards show; the cost line renders nothing outside a provider. */
export const NetCostAthlete = createContext<string | null>(null);

/** All the athlete's program costs in one request, shared by every card (react-query dedupes it). */
export function useNetCosts(athleteId: string | null) {
  return trpc.cost.forAthlete.useQuery({ athleteId: athleteId ?? '' }, { enabled: athleteId !== null });
}

export function useProgramNetCost(programId: string) {
  const athleteId = useContext(NetCostAthlete);
  const costs = useNetCosts(athleteId);
  return {
    enabled: athleteId !== null,
    loading: costs.isLoading,
    error: costs.isError,
    cost: costs.data?.find((c) => c.programId === programId),
  };
}
