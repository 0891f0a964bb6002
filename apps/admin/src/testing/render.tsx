import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProvider } from '@/app/provider';

/** Renders a screen the way the app does: texts, hash router, suspense. */
export const renderInApp = (ui: ReactElement) => render(<AppProvider>{ui}</AppProvider>);
