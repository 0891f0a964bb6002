import type { StorybookConfig } from '@storybook/react-vite';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';

// The console's own `@/` imports, which its screens bring along (vitest.config.ts too).
const adminAlias = { '@': path.resolve(import.meta.dirname, '../../admin/src') };

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  // The msw service worker lives here (`msw init public --save`).
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (vite) =>
    mergeConfig(vite, { plugins: [tailwindcss()], resolve: { alias: adminAlias } }),
};

export default config;
