/** The system module's door: health and public configuration procedures. */
export { systemRouter } from './system.router';
