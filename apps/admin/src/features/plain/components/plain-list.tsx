import type { PlainRow } from '@cermat/api-client';
import {
  MASTERS,
  PLAIN_MASTERS,
  SORT_COLUMNS,
  plainFieldNames,
  type PlainKind,
} from '@cermat/core';
import type { DataColumn } from '@cermat/ui-kit';
import { ButtonLink } from '@/components/button-link';
import { dateColumns } from '@/components/date-columns';
import { RecordsListScreen } from '@/components/records-list-screen';
import { paths } from '@/config/paths';
import { useTexts } from '@/lib/i18n';
import { useScreenRights } from '@/hooks/use-screen-rights';
import type { ScreenProps } from '@/types/screen-props';
import { plainCalls, plainKindOf } from '../plain';

/** A column's sort key: its index where the master's list sorts by index (spec §7), else its name. */
function sortKey(kind: PlainKind) {
  const byIndex = typeof MASTERS[kind].defaultSort.column === 'number';
  return (field: string) => (byIndex ? String(SORT_COLUMNS[kind].indexOf(field)) : field);
}

/** A plain master's list: its fields as columns, then the stamps; Tambah to its form. */
function PlainList({ kind, canWrite }: { kind: PlainKind; canWrite: boolean }) {
  const texts = useTexts();
  const words = texts[kind];
  const sortId = sortKey(kind);
  type Row = PlainRow<typeof kind>;
  const columns: DataColumn<Row>[] = [
    ...plainFieldNames(kind).map((name) => ({
      id: sortId(name),
      header: words[name],
      value: (row: Row) => String((row as Record<string, unknown>)[name] ?? ''),
      sortable: true,
    })),
    ...dateColumns<Row>(texts, sortId),
  ];
  return (
    <RecordsListScreen
      title={words.listTitle}
      kind={kind}
      calls={plainCalls(kind)}
      idOf={(row) => (row as Record<string, unknown>)[PLAIN_MASTERS[kind].id] as number}
      columns={columns}
      canWrite={canWrite}
      editPath={paths[kind].edit}
      actions={
        canWrite ? <ButtonLink href={paths[kind].add()}>{texts.common.add}</ButtonLink> : null
      }
    />
  );
}

/** The router's screen of a plain master's list route. */
export default function PlainListScreen({ route }: ScreenProps) {
  return <PlainList kind={plainKindOf(route.name)} canWrite={useScreenRights().isWrite} />;
}
