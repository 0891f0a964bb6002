import type { Preview } from '@storybook/react-vite';
import { withKit } from '../src/support/with-kit';

/**
 * Everything the stories need except the network mock: shared by Storybook itself
 * (preview.tsx) and by the portable-story tests, which bring their own msw setup.
 */
export const annotations: Preview = {
  decorators: [withKit],
  initialGlobals: { locale: 'id', theme: 'light' },
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        icon: 'globe',
        items: [
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Zero violations is the bar: the a11y panel fails a story instead of only warning.
    a11y: { test: 'error' },
  },
};
