import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { fixClock } from '../src/support/clock';
import { withKit } from '../src/support/with-kit';
import './preview.css';

const viewports = {
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1366', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
} as const;

// A find waits for the thing itself (a mutation observer sees it come): its bound only
// ends a wait for what never comes, so it is no measure of speed. Screen stories load a
// screen's chunk, then its data, and on a machine whose cores are busy a save's 'Berhasil'
// came after 5 s. Below the browser check's own 30 s, so a missing text is named as such.
configure({ asyncUtilTimeout: 20_000 });

type GlobalType = NonNullable<Preview['globalTypes']>[string];

/** A toolbar menu of values (value → title) that names the one chosen. */
function toolbar(
  description: string,
  icon: 'globe' | 'contrast' | 'sidebar',
  items: Record<string, string>,
): GlobalType {
  return {
    description,
    toolbar: {
      icon,
      items: Object.entries(items).map(([value, title]) => ({ value, title })),
      dynamicTitle: true,
    },
  };
}

/** Every story: the kit around it, the toolbar's globals, a fixed clock, msw's answers. */
const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [withKit],
  beforeEach: fixClock,
  initialGlobals: { locale: 'id', theme: 'light', layout: 'vertical' },
  globalTypes: {
    locale: toolbar('Language of the texts', 'globe', {
      id: 'Bahasa Indonesia',
      en: 'English',
    }),
    theme: toolbar('Colour theme', 'contrast', { light: 'Light', dark: 'Dark' }),
    layout: toolbar("The console's menu layout (screen stories)", 'sidebar', {
      vertical: 'Vertical',
      horizontal: 'Horizontal',
    }),
  },
  parameters: {
    // A designer starts at the Introduction, then the tokens, the parts, the screens. Written
    // inline: Storybook reads the order from this file's text.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Typography', 'Spacing', 'Radii', 'Shadows', 'Icons'],
          'Kit',
          'Screens',
        ],
      },
    },
    layout: 'fullscreen',
    // The widths the console is designed for, in the toolbar's viewport menu.
    viewport: { options: viewports },
    controls: { expanded: true },
    // Zero violations is the bar: the a11y panel fails a story instead of only warning.
    a11y: { test: 'error' },
  },
};

export default preview;
