// jsdom lacks a few browser APIs that Headless UI and floating-ui touch; the stubs
// only make the calls safe, they do not pretend to lay anything out.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDomStubs } from './dom-stubs';

installDomStubs();
afterEach(() => cleanup());
