// Types of build-stamp.mjs, for the TypeScript code that tests it (the API's build-stamp spec).

export const BUILD_INPUTS: readonly string[];
export function isBuildInput(file: string): boolean;
export function buildFingerprint(root: string): string | null;
export function distFolders(root: string): string[];
export function builtAlready(root: string, stampFile: string, fingerprint: string | null, projects: readonly string[]): boolean;
export function writeStamp(root: string, stampFile: string, fingerprint: string, projects: readonly string[]): void;
