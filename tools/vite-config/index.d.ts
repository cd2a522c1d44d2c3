import type { UserConfig } from 'vite';

export function sharedDependencies(): Record<string, { singleton: true }>;
export function remoteConfig(options: { name: string; port: number; exposes: Record<string, string> }): UserConfig;
export function hostConfig(options: { name: string; port: number }): UserConfig;
