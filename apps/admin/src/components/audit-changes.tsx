import type { ApiData } from '@cermat/api-client';
import { auditChanges } from '@cermat/core';
import { useTexts } from '@/lib/i18n';

type Change = ApiData<'audit', 'get'>[0];

/**
 * A change's before/after view: one row per field that changed, labelled as its form
 * labels it, values as the screens show them (core's `auditChanges`). Long values wrap
 * between words; a word longer than the cell breaks only then.
 */
export function AuditChanges({
  change,
}: {
  change: Pick<Change, 'entity' | 'before' | 'after' | 'names'>;
}) {
  const texts = useTexts();
  const changes = auditChanges(change.entity, change.before, change.after, {
    messages: texts,
    names: change.names,
  });
  if (changes.length === 0) return <p className="text-sm text-muted-fg">{texts.audit.noChanges}</p>;
  return (
    <table
      data-slot="audit-changes"
      className="w-full table-fixed border-collapse text-left text-sm"
    >
      <thead>
        <tr className="bg-muted">
          <th scope="col" className="w-1/4 px-2 py-1">
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
        {changes.map((line) => (
          <tr key={line.key} className="border-t border-border align-top">
            <th scope="row" className="px-2 py-1 font-medium break-words">
              {line.label}
            </th>
            <td className="px-2 py-1 whitespace-pre-wrap break-words">{line.before}</td>
            <td className="px-2 py-1 whitespace-pre-wrap break-words">{line.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
