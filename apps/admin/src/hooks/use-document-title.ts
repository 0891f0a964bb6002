import { useEffect } from 'react';

const APP = 'Cermat Admin';

/** Names the browser tab after the screen, so history and screen readers say where one is. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP}` : APP;
  }, [title]);
}
