import type { Plugin } from 'vite';

export function withSignInPage(html: string, page: { markup: string; script: string }): string;
export function signInPage(options?: { signedIn?: string[] }): Plugin;
