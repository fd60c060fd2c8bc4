/** The college programs module's door: search, detail, and the CSV imports the scripts run. */
export { importProgramsCsv } from './program.import';
export { programRouter } from './program.router';
export { importRostersCsv, isRosterCsv } from './roster.import';
