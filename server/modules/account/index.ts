/** The account module's door: deleting an account and everything it holds. */
export { accountRouter } from './account.router';
export { deleteAccount } from './account.service';
