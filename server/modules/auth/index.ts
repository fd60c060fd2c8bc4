/** The accounts module's door: sign-in and sign-up, the account's name, and the email-link flows. */
export { authRouter } from './auth.router';
export { login, logout, publicUser, setAccountName } from './auth.service';
export {
  RESET_LINK_INVALID,
  RESET_PATH,
  requestPasswordReset,
  resetPassword,
  VERIFY_PATH,
  verifyEmail,
} from './email-links.service';
