export const BUILT_CLIENT_PAGE: string;
export const BUILT_SERVER: string;
export function buildInputsHash(): string;
export function isBuildCurrent(): boolean;
export function writeBuildStamp(): void;
