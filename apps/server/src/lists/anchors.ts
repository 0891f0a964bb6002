import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';

/** A row seen at a position of a list: where a later read of a deeper page can start. */
export interface Anchor {
  position: number;
  /** The row's sort value and tie-breaker, as the driver gave them. */
  sort: unknown;
  tie: unknown;
}

interface Seen {
  /** `list_version` when the anchors were read; any other version makes them stale. */
  version: string;
  anchors: Anchor[];
}

// Bounded: list shapes carry search terms, and a few dozen anchors cover a user's paging.
const MAX_LISTS = 200;
const MAX_ANCHORS = 64;

const listsOf = perDatabase(() => new Map<string, Seen>());

/** The anchor at or before `offset` closest to it, with the version it was seen at. */
export function nearestAnchor(
  db: Db,
  list: string,
  offset: number,
): (Anchor & { version: string }) | undefined {
  const seen = listsOf(db).get(list);
  let best: Anchor | undefined;
  for (const anchor of seen?.anchors ?? [])
    if (anchor.position <= offset && (!best || anchor.position > best.position)) best = anchor;
  return best && seen && { ...best, version: seen.version };
}

/** Keeps anchors read at `version`; anchors of another version are dropped. */
export function rememberAnchors(db: Db, list: string, version: string, anchors: Anchor[]): void {
  const lists = listsOf(db);
  let seen = lists.get(list);
  if (!seen || seen.version !== version) {
    if (!seen && lists.size >= MAX_LISTS) lists.clear();
    seen = { version, anchors: [] };
    lists.set(list, seen);
  }
  for (const anchor of anchors)
    if (!seen.anchors.some((known) => known.position === anchor.position))
      seen.anchors.push(anchor);
  if (seen.anchors.length > MAX_ANCHORS) seen.anchors.splice(0, seen.anchors.length - MAX_ANCHORS);
}

export function forgetAnchors(db: Db, list: string): void {
  listsOf(db).delete(list);
}
