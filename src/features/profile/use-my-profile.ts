import type { TPublicAthleteProfile } from '@common/schemas/athlete';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api';

/** Dates arrive as ISO strings over REST. */
export type AthleteProfile = Omit<TPublicAthleteProfile, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/** The signed-in user's profile; null when they have not built one yet (404). */
export function useMyProfile(userId: string | undefined) {
  return useQuery<AthleteProfile | null>({
    queryKey: ['/api/athlete-profiles/user', userId],
    enabled: !!userId,
    queryFn: async () => {
      try {
        return await apiRequest<AthleteProfile>('GET', `/api/athlete-profiles/user/${userId}`);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}
