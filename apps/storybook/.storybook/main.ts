import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  // The msw service worker lives here (`msw init public --save`).
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (vite) => mergeConfig(vite, { plugins: [tailwindcss()] }),
};

export default config;
