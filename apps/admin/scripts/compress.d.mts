import type { Plugin } from 'vite';

export function compressDir(dir: string): Promise<void>;
export function precompress(): Plugin;
