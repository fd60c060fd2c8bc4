/** The coaches module's door: program claims and pages, prospects, shortlists and contact requests. */

export { assertStaff } from './claim.service';
export { coachRouter } from './coach.router';
export { staffCoachAccess } from './coach-access';
export { recruitingRouter } from './recruiting.router';
export { refreshShortlists } from './shortlist.service';
