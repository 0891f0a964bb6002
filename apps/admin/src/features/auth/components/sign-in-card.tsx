import type { SignInMessages } from '@cermat/core';
import type { ReactNode } from 'react';

export interface SignInCardProps {
  texts: SignInMessages;
  title: string;
  /** The configured logo; without one the product's name stands in. */
  logo: string | null;
  /** Why the last session ended, when it did. */
  notice?: string | null;
  children: ReactNode;
}

/**
 * The sign-in page's frame: logo, title, note, form. Props only, no hooks: the build renders
 * it into index.html (the form is on screen before any script), and the app renders it again.
 */
export function SignInCard({ texts, title, logo, notice, children }: SignInCardProps) {
  return (
    <main className="grid min-h-screen place-items-center bg-bg p-4">
      <div className="w-full max-w-sm rounded-lg border border-border bg-surface p-6 shadow-sm">
        {logo ? (
          <img src={logo} alt="Logo" className="mx-auto mb-4 h-12 object-contain" />
        ) : (
          <p data-slot="brand" className="mb-2 text-center text-2xl font-bold text-fg">
            {texts.auth.product}
          </p>
        )}
        <h1 className="mb-4 text-center text-xl font-semibold text-fg">{title}</h1>
        {notice ? (
          <p role="status" className="mb-4 rounded-md bg-muted px-3 py-2 text-sm text-fg">
            {notice}
          </p>
        ) : null}
        {children}
      </div>
    </main>
  );
}
