import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A screen's title (the one h1) and its buttons. */
export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="my-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
