/** The athlete profiles module's door. */
export { athleteRouter } from './athlete.router';
export {
  findProfile,
  findProfileByUser,
  findProfilesWithEmail,
  getOwnedProfile,
  getProfile,
  getProfileByUser,
  NOT_FOUND,
  type ProfileWithEmail,
  profileIdsAfter,
  toPublicProfile,
} from './athlete.service';
