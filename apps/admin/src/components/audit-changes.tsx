import type { ApiData } from '@cermat/api-client';
import { formatDate, recordedFieldLabel } from '@cermat/core';
import { useTexts } from '@/lib/i18n';

type Values = ApiData<'audit', 'get'>[0]['before'];

// Records keep their times as ISO text (`2027-01-04T07:50:00.000Z`); shown as the lists show them.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const shown = (value: unknown, empty: string): string =>
  value === undefined || value === null || value === ''
    ? empty
    : typeof value === 'string'
      ? TIMESTAMP.test(value)
        ? formatDate(value)
        : value
      : JSON.stringify(value);

/** The fields one change touched: each field whose value differs before and after. */
function changedFields(before: Values, after: Values): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter(
    (key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null),
  );
}

/** A change's before/after view: one row per field that changed. */
export function AuditChanges({ before, after }: { before: Values; after: Values }) {
  const texts = useTexts();
  const fields = changedFields(before, after);
  if (fields.length === 0) return <p className="text-sm text-muted-fg">{texts.audit.noChanges}</p>;
  return (
    <table data-slot="audit-changes" className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="bg-muted">
          <th scope="col" className="px-2 py-1">
            {texts.audit.field}
          </th>
          <th scope="col" className="px-2 py-1">
            {texts.audit.before}
          </th>
          <th scope="col" className="px-2 py-1">
            {texts.audit.after}
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field} className="border-t border-border align-top">
            <th scope="row" className="px-2 py-1 font-medium">
              {recordedFieldLabel(field, texts)}
            </th>
            <td className="px-2 py-1 break-all">{shown(before?.[field], texts.common.empty)}</td>
            <td className="px-2 py-1 break-all">{shown(after?.[field], texts.common.empty)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
