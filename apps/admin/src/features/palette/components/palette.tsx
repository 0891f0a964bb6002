import {
  crumbText,
  editableLists,
  fill,
  MASTERS,
  rankByName,
  routeByName,
  searchableLists,
  type ListKind,
  type RouteDef,
} from '@cermat/core';
import { CommandPalette, type PaletteGroup } from '@cermat/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { paths } from '@/config/paths';
import { navigate } from '@/lib/hash-location';
import { useTexts } from '@/lib/i18n';
import { useRecordSearch } from '../hooks/use-record-search';

export interface PaletteProps {
  open: boolean;
  onClose: () => void;
  /** The screens the active role may open (core's `openableScreens`), in the table's order. */
  screens: readonly RouteDef[];
}

interface Place {
  title: string;
  trail: string;
  path: string;
}

/**
 * Jump anywhere (Ctrl+K): the screens the active role may open, and its records found by name
 * in the master lists it may read; Enter goes there. Only what the guard would let through is
 * offered; the server still checks every call the screen then makes.
 */
export default function Palette({ open, onClose, screens }: PaletteProps) {
  const texts = useTexts();
  const [query, setQuery] = useState('');
  // Each opening starts afresh.
  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);
  const places: Place[] = screens.map((route) => {
    const words = route.breadcrumb.map((crumb) => crumbText(crumb, texts));
    return { title: words.at(-1) ?? route.name, trail: words.join(' / '), path: route.path };
  });
  const kinds = useMemo(() => searchableLists(screens), [screens]);
  const editable = useMemo(() => new Set(editableLists(screens)), [screens]);
  const records = useRecordSearch(open ? query : '', kinds);
  const targets = new Map<string, string>();
  const screenGroup: PaletteGroup = {
    id: 'screens',
    heading: texts.palette.screens,
    entries: rankByName(query, places, (place) => [place.title, place.trail]).map((place) => {
      targets.set(`screen:${place.path}`, place.path);
      return { id: `screen:${place.path}`, label: place.title, detail: place.trail };
    }),
  };
  // A list is named as its menu names it, as its screen is among the screens above.
  const listName = (kind: ListKind) => routeByName(MASTERS[kind].routes.list)?.label ?? kind;
  const recordGroups = records.found.map(({ kind, records: found }): PaletteGroup => ({
    id: kind,
    heading: fill(texts.palette.records, { list: listName(kind) }),
    entries: found.map((record) => {
      const id = `${kind}:${record.id}`;
      const label = record.names[0] ?? String(record.id);
      // A reader is taken to the record in its list: the edit form would refuse it.
      targets.set(
        id,
        editable.has(kind) ? paths[kind].edit(record.id) : paths[kind].searched(label),
      );
      return { id, label, detail: record.names[1] };
    }),
  }));
  return (
    <CommandPalette
      open={open}
      onClose={onClose}
      query={query}
      onQueryChange={setQuery}
      groups={[screenGroup, ...recordGroups]}
      searching={records.searching}
      notices={records.failed.map((kind) => fill(texts.palette.failed, { list: listName(kind) }))}
      onChoose={(entry) => {
        const to = targets.get(entry.id);
        onClose();
        if (to) navigate(to);
      }}
    />
  );
}
