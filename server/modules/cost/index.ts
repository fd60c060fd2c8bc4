/** The net cost module's one door: its router, and the coverage the program module reports. */
export { costRouter } from './cost.router';
export { coverage as netCostCoverage } from './cost.service';
