import { MASTERS, plainFieldNames, plainFields, type PlainKind } from '@cermat/core';
import { TextField } from '@cermat/ui-kit';
import { HistoryPanel } from '@/components/history-panel';
import { RecordForm } from '@/components/record-form';
import { ScreenHeader } from '@/components/screen-header';
import { paths } from '@/config/paths';
import { useRecordForm } from '@/hooks/use-record-form';
import { fill, useTexts } from '@/lib/i18n';
import type { ScreenProps } from '@/types/screen-props';
import { loadPlain, plainKindOf, savePlain, type PlainValues } from '../plain';

/** Tambah / Edit of a plain master: a text box for each declared field. */
function PlainForm({ kind, id }: { kind: PlainKind; id?: number }) {
  const texts = useTexts();
  const words = texts[kind];
  const names = plainFieldNames(kind);
  const declared = Object.fromEntries(plainFields(kind));
  const form = useRecordForm<PlainValues>({
    id,
    empty: Object.fromEntries(names.map((name) => [name, ''])),
    listPath: paths[kind].list(),
    load: (recordId) => loadPlain(kind, recordId),
    save: (values, existing) => savePlain(kind, values, existing),
  });
  return (
    <>
      <ScreenHeader title={id === undefined ? words.addTitle : words.editTitle} />
      <RecordForm
        successMessage={fill(texts.success.redirect, { name: words.masterName })}
        form={form}
      >
        {names.map((name) => (
          <TextField
            key={name}
            label={words[name]}
            name={name}
            required={declared[name]?.required}
            autoComplete="off"
            value={form.values[name] ?? ''}
            onChange={(v) => form.set(name, v)}
            error={form.fieldError(name)}
          />
        ))}
      </RecordForm>
      {id === undefined ? null : <HistoryPanel entity={MASTERS[kind].entity} entityId={id} />}
    </>
  );
}

/** The router's screen of a plain master's add and edit routes. */
export default function PlainFormScreen({ route, params }: ScreenProps) {
  const kind = plainKindOf(route.name);
  return <PlainForm kind={kind} id={params.id === undefined ? undefined : Number(params.id)} />;
}
