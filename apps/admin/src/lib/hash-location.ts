import { useSyncExternalStore } from 'react';

/**
 * Hash routing that keeps the query inside the hash (`#/master/role?page=2`).
 * wouter's own hash hook writes the query into `location.search` and leaves it
 * there on the next navigation, so list state would leak from screen to screen.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` after every move that happened (in the same tick); returns its removal. */
export function subscribe(listener: Listener): () => void {
  if (listeners.size === 0) {
    // The entry the console opened on gets its place too, so a move back to it is measured.
    if (positionOf() === null) window.history.replaceState({ at: position }, '');
    window.addEventListener('hashchange', onHashChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('hashchange', onHashChange);
  };
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** A move the user asked for: in-app (`navigate`, with its options) or the browser's own. */
export interface NavigationRequest {
  /** The route asked for ('/path?query'). */
  to: string;
  replace: boolean;
  /**
   * The browser's own move (back, forward, a typed hash), already undone to ask: how many
   * entries it went, or null for a new entry (a typed hash). Absent for in-app moves.
   */
  moved?: number | null;
}
type Blocker = (request: NavigationRequest) => boolean;
let blocker: Blocker | null = null;

/**
 * Our place in the session history. Every entry we write carries its position, so a
 * refused browser move is undone by going back the other way: pushing the old URL again
 * would leave an entry written without a user's gesture, which Chrome's back then skips.
 */
const positionOf = (): number | null => {
  const state = window.history.state as { at?: unknown } | null;
  return typeof state?.at === 'number' ? state.at : null;
};
let position = positionOf() ?? 0;
/** While a refused move is being undone: the URL the screen still shows. */
let heldURL: string | null = null;

/** The route ('/path?query') a full URL's hash names. */
function routeOf(url: string): string {
  const raw = new URL(url).hash.replace(/^#/, '');
  return raw.startsWith('/') ? raw : `/${raw}`;
}

/**
 * A trusted hashchange is the browser's own move (back, forward, a typed hash), which
 * `navigate` never saw: the screen with unsaved changes gets its say here, and a
 * refusal moves back where it was instead of leaving.
 */
function onHashChange(event: HashChangeEvent): void {
  if (heldURL !== null) {
    // The undo of a refused move arrived: the screen never left.
    heldURL = null;
    return;
  }
  const there = positionOf();
  if (event.isTrusted && blocker) {
    const moved = there === null ? null : there - position;
    if (!blocker({ to: routeOf(event.newURL), replace: false, moved })) {
      heldURL = event.oldURL;
      window.history.go(moved === null ? -1 : -moved);
      return;
    }
  }
  // An entry the browser made (a typed hash) takes the place after the one it left.
  if (there === null) window.history.replaceState({ at: position + 1 }, '');
  position = there ?? position + 1;
  notify();
}

function hashParts(): [string, string] {
  const raw = (heldURL === null ? window.location.hash : new URL(heldURL).hash).replace(/^#/, '');
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
 * Lets a screen with unsaved changes veto navigation: `allow(request)` answers whether
 * to go on. Returns the function that lifts the block.
 */
export function blockNavigation(allow: Blocker): () => void {
  blocker = allow;
  return () => {
    if (blocker === allow) blocker = null;
  };
}

/** Goes to `to` ('/path?query'), adding a history entry unless `replace`. */
export function navigate(to: string, { replace = false }: NavigateOptions = {}): void {
  if (blocker && !blocker({ to, replace })) return;
  const url = new URL(window.location.href);
  url.hash = `#${to.startsWith('/') ? to : `/${to}`}`;
  if (url.href === window.location.href) return;
  const oldURL = window.location.href;
  if (!replace) position += 1;
  window.history[replace ? 'replaceState' : 'pushState']({ at: position }, '', url.href);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
}

/** Makes a move that waited for an answer (its block lifted): the browser's as it was asked. */
export function proceed({ to, replace, moved }: NavigationRequest): void {
  if (typeof moved === 'number') window.history.go(moved);
  else navigate(to, { replace });
}

export function useHashPath(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentHashPath, () => '/'), navigate];
}

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentHashSearch, () => '');
}
