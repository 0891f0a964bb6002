import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { annotations } from './annotations';
import './preview.css';

const preview: Preview = { ...annotations, loaders: [mswLoader()] };

export default preview;
