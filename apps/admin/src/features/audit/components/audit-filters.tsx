import { AUDIT_ACTIONS, AUDIT_ENTITIES, type ApiInput } from '@cermat/api-client';
import { DEFAULT_TIME_ZONE } from '@cermat/core';
import { DateField, Select } from '@cermat/ui-kit';
import { actionLabel, entityLabel } from '@/components/audit-labels';
import { useTexts } from '@/lib/i18n';

type Query = ApiInput<'audit', 'list'>;
type Entity = NonNullable<Query['entity']>;
type Action = NonNullable<Query['action']>;

/** The Audit list's own filters as the user set them; dates as YYYY-MM-DD days. */
export interface AuditFilterValues {
  user_id: number | null;
  entity: Entity | null;
  action: Action | null;
  from: string;
  to: string;
}

export const noFilters: AuditFilterValues = {
  user_id: null,
  entity: null,
  action: null,
  from: '',
  to: '',
};

/** How far `zone`'s wall clock is ahead of UTC at an instant (ms). */
function zoneOffset(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - at;
}

/**
 * The start of a chosen day in the zone the list shows its dates in (DEFAULT_TIME_ZONE), not
 * the browser's: a row shown on a day is found by that day whatever the browser's zone.
 */
const dayStart = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  const midnight = Date.UTC(year!, month! - 1, date! + plusDays);
  return new Date(midnight - zoneOffset(midnight, DEFAULT_TIME_ZONE)).toISOString();
};

/** True when 'Sampai Tanggal' comes before 'Dari Tanggal' (nothing is asked then). */
export const rangeInvalid = (f: AuditFilterValues) => f.from !== '' && f.to !== '' && f.to < f.from;

/** The list query's filters: the day range is [from's start, the day after to's start). */
export function filterQuery(f: AuditFilterValues) {
  return {
    ...(f.user_id === null ? {} : { user_id: f.user_id }),
    ...(f.entity === null ? {} : { entity: f.entity }),
    ...(f.action === null ? {} : { action: f.action }),
    ...(f.from === '' ? {} : { date_from: dayStart(f.from) }),
    ...(f.to === '' ? {} : { date_to: dayStart(f.to, 1) }),
  };
}

/** User, entity, action and date range; each change is reported whole. */
export function AuditFilters({
  value,
  users,
  onChange,
}: {
  value: AuditFilterValues;
  users: ReadonlyArray<{ value: number; label: string }>;
  onChange: (next: AuditFilterValues) => void;
}) {
  const texts = useTexts();
  const set = <K extends keyof AuditFilterValues>(key: K, v: AuditFilterValues[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <div data-slot="audit-filters" className="flex flex-wrap items-end gap-3">
      {users.length > 0 ? (
        <Select
          // A native select is as wide as its longest option: one long username would push
          // the other filters off the row. Cut at 15rem; the open list shows names whole.
          className="max-w-60"
          label={texts.audit.filterUser}
          placeholder={texts.audit.filterAll}
          options={users}
          value={value.user_id}
          onChange={(v) => set('user_id', v)}
        />
      ) : null}
      <Select
        label={texts.audit.filterEntity}
        placeholder={texts.audit.filterAll}
        options={AUDIT_ENTITIES.map((e) => ({ value: e, label: entityLabel(texts, e) }))}
        value={value.entity}
        onChange={(v) => set('entity', v)}
      />
      <Select
        label={texts.audit.filterAction}
        placeholder={texts.audit.filterAll}
        options={AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(texts, a) }))}
        value={value.action}
        onChange={(v) => set('action', v)}
      />
      <DateField label={texts.audit.dateFrom} value={value.from} onChange={(v) => set('from', v)} />
      <DateField
        label={texts.audit.dateTo}
        value={value.to}
        min={value.from || undefined}
        onChange={(v) => set('to', v)}
        error={rangeInvalid(value) ? texts.audit.dateRangeInvalid : null}
      />
    </div>
  );
}
