import { createContext, useContext } from 'react';

/** True below the shell, which already holds the page's one <main>. */
export const InShellContext = createContext(false);

export const useInShell = (): boolean => useContext(InShellContext);
