/**
 * SPEC §9 business constants and option lists, shared by client and server. One module per
 * concern, so a page's chunk carries only the lists it uses: the landing page needs a few
 * timings and the Fit weights, not every sport's positions and the fifty states.
 */
export * from './marks';
export * from './portal';
export * from './roster-sources';
export * from './scoring';
export * from './sports';
export * from './styles';
export * from './ui';
export * from './waitlist';
export * from './wrestling';
