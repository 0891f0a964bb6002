import { useEffect } from 'react';

/** Whether the browser runs on an Apple system, where ⌘ stands for Ctrl. */
export const onApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * Ctrl+K (⌘K on Apple systems, Ctrl+K there too) opens the palette from anywhere in the
 * console, a text box included: the browser's own use of the keys (its address bar) gives way.
 */
export function usePaletteShortcut(onOpen: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const chord = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      if (!chord || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      onOpen();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onOpen]);
}
