export const BUILD_STAMP: string;
export const BUILT_SERVER: string;
export function isBuildCurrent(): boolean;
export function buildInputsHash(): string;
export function writeBuildStamp(inputsHash: string): void;
