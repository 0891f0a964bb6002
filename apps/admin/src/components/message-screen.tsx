import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useInShell } from './in-shell';

/** A full-width notice with a heading (403, 404, modules not in this release). */
export function MessageScreen({
  code,
  title,
  message,
  children,
}: {
  code?: string;
  title: string;
  message?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  // Alone (signed out) the screen is the page's main landmark; in the shell it is not.
  const Landmark = useInShell() ? 'div' : 'main';
  return (
    <Landmark
      className="grid min-h-[60vh] place-items-center p-6 text-center"
      data-slot="message-screen"
    >
      <div className="max-w-md">
        {code ? <p className="text-6xl font-bold text-primary">{code}</p> : null}
        <h1 className="mt-2 text-xl font-semibold">{title}</h1>
        {message ? <p className="mt-2 text-muted-fg">{message}</p> : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </Landmark>
  );
}
