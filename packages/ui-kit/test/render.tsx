import { en, id } from '@cermat/core';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { TextsProvider } from '../src/lib/texts';

/** Renders inside the kit's texts (Indonesian unless told) and hands back a user-event session. */
export function renderKit(
  ui: ReactElement,
  options: { locale?: 'id' | 'en' } & RenderOptions = {},
) {
  const { locale = 'id', ...rest } = options;
  const texts = locale === 'en' ? en : id;
  const user = userEvent.setup();
  // A wrapper (not a parent element) so rerender() keeps the texts too.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TextsProvider texts={texts}>{children}</TextsProvider>
  );
  return { user, ...render(ui, { wrapper, ...rest }) };
}
