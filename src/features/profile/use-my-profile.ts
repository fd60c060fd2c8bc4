import { trpc } from '@/lib/trpc';

/** The signed-in user's profile; null when they have not built one yet. */
export function useMyProfile(userId: string | undefined) {
  return trpc.athlete.mine.useQuery(undefined, { enabled: !!userId });
}
