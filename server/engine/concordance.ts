/** The engine's ACT→SAT concordance (2018 ACT/College Board tables), shared with the browser's scholarship rules. */
export { actToSat, bestSatEquivalent, satToAct } from '../../common/concordance';
