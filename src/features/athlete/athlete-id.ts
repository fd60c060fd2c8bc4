import { useAuth } from '@/features/auth/use-auth';
import { type RouterOutputs, trpc } from '@/lib/trpc';

/** SPEC §7: the dashboard's athlete id lives in localStorage, with this placeholder by default. */
export const ATHLETE_ID_KEY = 'athleteId';
export const DEMO_ATHLETE_ID = 'demo-athlete-123';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The placeholder (or anything else that is not a profile id) can never name a profile. */
export const isProfileId = (id: string) => UUID.test(id);

export function storedAthleteId(): string {
  try {
    return localStorage.getItem(ATHLETE_ID_KEY) || DEMO_ATHLETE_ID;
  } catch {
    return DEMO_ATHLETE_ID;
  }
}

export function rememberAthleteId(id: string): void {
  try {
    localStorage.setItem(ATHLETE_ID_KEY, id);
  } catch {
    // Private mode: the signed-in user's own profile is found through athlete.mine anyway.
  }
}

/**
 * Which athlete the dashboard shows: a signed-in user with a profile always sees their own,
 * even when storage is empty or holds someone else's id; otherwise the stored id. `own` is that
 * user's profile, already loaded: the same public profile `athlete.byId` answers.
 */
export function useAthleteId(): {
  athleteId: string;
  isLoading: boolean;
  own?: RouterOutputs['athlete']['byId'];
  /** Set when the signed-in user's own profile could not be read: never a reason to show another. */
  ownError?: { error: unknown; retry: () => void };
} {
  const { user, isLoading: authLoading } = useAuth();
  const mine = trpc.athlete.mine.useQuery(undefined, { enabled: !!user });
  if (authLoading || (user && mine.isLoading)) return { athleteId: '', isLoading: true };
  if (mine.data) return { athleteId: mine.data.id, isLoading: false, own: mine.data };
  if (user && mine.isError)
    return { athleteId: '', isLoading: false, ownError: { error: mine.error, retry: () => mine.refetch() } };
  return { athleteId: storedAthleteId(), isLoading: false };
}
