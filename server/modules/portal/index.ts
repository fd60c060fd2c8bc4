/** The transfer portal module's one door (ADR 036). */
export { portalAlerts } from './alerts.service';
export { portalRouter } from './portal.router';
export { INTAKE_NOTE, portalOutlook, todayIso } from './portal.service';
