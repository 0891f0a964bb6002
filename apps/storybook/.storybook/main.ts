import type { StorybookConfig } from '@storybook/react-vite';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';

const aliases = {
  // The console's own `@/` imports, which its screens bring along (vitest.config.ts too).
  '@': path.resolve(import.meta.dirname, '../../admin/src'),
  // The kit's sources as files, for the Foundations pages only (src/foundations): its icon
  // sets by name and its class names counted. Stories use the kit's public surface.
  'ui-kit-source': path.resolve(import.meta.dirname, '../../../packages/ui-kit/src'),
};

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // The msw service worker lives here (`msw init public --save`).
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (vite) => mergeConfig(vite, { plugins: [tailwindcss()], resolve: { alias: aliases } }),
};

export default config;
