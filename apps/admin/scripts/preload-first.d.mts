import type { Plugin } from 'vite';

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
}

export function firstChunks(chunks: ChunkInfo[], modules: string[]): string[];
export function preloadFirst(modules: string[]): Plugin;
export function entryFiles(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[]) => string[];
};
