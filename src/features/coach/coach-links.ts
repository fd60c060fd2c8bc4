/** Sign-up of a coach account, landing in the coach area (issue 35). */
export const COACH_SIGNUP_HREF = `/api/login?mode=signup&role=coach&returnTo=${encodeURIComponent('/coach')}`;
export const coachProgramPath = (id: string) => `/coach/programs/${id}`;
