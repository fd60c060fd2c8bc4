declare const __BUILD_INPUTS__: string | undefined;

/**
 * The hash of the sources the running bundle was built from (scripts/build.ts writes it into the
 * bundle, and it is the build stamp `npm start` compares), or null when the server runs from its
 * sources under tsx or Vitest, which cannot vouch for their code this way.
 */
export const BUILD_INPUTS: string | null = typeof __BUILD_INPUTS__ === 'string' ? __BUILD_INPUTS__ : null;
