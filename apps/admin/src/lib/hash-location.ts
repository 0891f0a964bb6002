import { useSyncExternalStore } from 'react';

/**
 * Hash routing that keeps the query inside the hash (`#/master/role?page=2`).
 * wouter's own hash hook writes the query into `location.search` and leaves it
 * there on the next navigation, so list state would leak from screen to screen.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function subscribe(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('hashchange', onHashChange);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('hashchange', onHashChange);
  };
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

type Blocker = (to: string) => boolean;
let blocker: Blocker | null = null;

/** The route ('/path?query') a full URL's hash names. */
function routeOf(url: string): string {
  const raw = new URL(url).hash.replace(/^#/, '');
  return raw.startsWith('/') ? raw : `/${raw}`;
}

/**
 * A trusted hashchange is the browser's own move (back, forward, a typed hash), which
 * `navigate` never saw: the screen with unsaved changes gets its say here, and a
 * refusal puts its URL back instead of leaving.
 */
function onHashChange(event: HashChangeEvent): void {
  if (event.isTrusted && blocker && !blocker(routeOf(event.newURL))) {
    window.history.pushState(null, '', event.oldURL);
    return;
  }
  notify();
}

function hashParts(): [string, string] {
  const raw = window.location.hash.replace(/^#/, '');
  const at = raw.indexOf('?');
  const path = at === -1 ? raw : raw.slice(0, at);
  const search = at === -1 ? '' : raw.slice(at + 1);
  return [path.startsWith('/') ? path : `/${path}`, search];
}

/** The path part of the hash, always starting with '/'. */
export const currentHashPath = (): string => hashParts()[0];

/** The query part of the hash, without '?'. */
const currentHashSearch = (): string => hashParts()[1];

/** The current route as the user sees it: path plus query. */
export function currentHashRoute(): string {
  const [path, search] = hashParts();
  return search ? `${path}?${search}` : path;
}

export interface NavigateOptions {
  replace?: boolean;
}

/**
 * Lets a screen with unsaved changes veto in-app navigation: `allow(to)` answers
 * whether to go on. Returns the function that lifts the block.
 */
export function blockNavigation(allow: Blocker): () => void {
  blocker = allow;
  return () => {
    if (blocker === allow) blocker = null;
  };
}

/** Goes to `to` ('/path?query'), adding a history entry unless `replace`. */
export function navigate(to: string, { replace = false }: NavigateOptions = {}): void {
  if (blocker && !blocker(to)) return;
  const url = new URL(window.location.href);
  url.hash = `#${to.startsWith('/') ? to : `/${to}`}`;
  if (url.href === window.location.href) return;
  const oldURL = window.location.href;
  window.history[replace ? 'replaceState' : 'pushState'](null, '', url.href);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

export function useHashPath(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentHashPath, () => '/'), navigate];
}

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentHashSearch, () => '');
}

useHashPath.searchHook = useHashSearch;
useHashPath.hrefs = (href: string): string => `#${href}`;
