import '@testing-library/jest-dom/vitest';
import { installDomStubs } from '@cermat/ui-kit/testing';
import { setProjectAnnotations } from '@storybook/react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { SetupWorker } from 'msw/browser';
import { setupServer } from 'msw/node';
import { annotations } from '../.storybook/annotations';

installDomStubs();

// Stories with msw handlers get them from a node server here (no service worker in jsdom).
// The loader only calls use() and resetHandlers(), which the server has too; hence the cast.
setProjectAnnotations([
  annotations,
  {
    loaders: [
      mswLoader(() => {
        const server = setupServer();
        server.listen({ onUnhandledRequest: 'error' });
        return server as unknown as SetupWorker;
      }),
    ],
  },
]);
