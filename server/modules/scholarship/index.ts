/** The scholarships module's door. */
export { scholarshipRouter } from './scholarship.router';
