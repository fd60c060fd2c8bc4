/** The profile importers' door (X, Hudl, NCSA), and the guarded fetch other modules reuse for public links. */
export { importRouter } from './import.router';
export { type FetchPolicy, safeFetch } from './safe-fetch';
