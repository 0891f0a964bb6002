import type { ReactNode } from 'react';
import { useTexts } from '../lib/texts';
import { StatusBadge, type RecordStatus } from './status-badge';

/** One field of a card: its column's header and the cell's content. */
interface CardField {
  id: string;
  label: string;
  value: ReactNode;
}

export interface DataCard {
  key: string | number;
  /** The first column's content: what names the record. */
  title: ReactNode;
  fields: readonly CardField[];
  status?: RecordStatus;
  /** The row's checkbox (bulk actions). */
  select?: ReactNode;
  /** The row's buttons, as the table's Aksi cell has them. */
  actions?: ReactNode;
}

/**
 * The list as cards, for narrow screens: each row a card with its name, its fields as
 * 'label: value' (a description list), its status and the same buttons as the table row.
 * A list of articles, so a screen reader can move card by card and hear how many there are.
 */
export function DataCards({
  label,
  cards,
  message,
  selectPage,
}: {
  label: string;
  cards: readonly DataCard[];
  /** Loading or empty: said instead of the cards. */
  message: string | null;
  /** The page's checkbox, above the cards. */
  selectPage?: ReactNode;
}) {
  const t = useTexts();
  return (
    <div data-slot="data-cards" className="grid gap-3">
      {selectPage && cards.length > 0 ? (
        <label className="flex items-center gap-2 px-1 text-sm text-fg">
          {selectPage}
          <span aria-hidden="true">{t.list.selectPage}</span>
        </label>
      ) : null}
      {message !== null ? (
        <p
          data-slot="table-message"
          className="rounded-md border border-border bg-surface px-3 py-6 text-center text-sm text-muted-fg"
        >
          {message}
        </p>
      ) : (
        <ul aria-label={label} className="grid gap-3">
          {cards.map((card) => (
            <li
              key={card.key}
              data-slot="data-card"
              className="grid gap-2 rounded-md border border-border bg-surface p-3 text-sm text-fg"
            >
              <div className="flex items-start gap-2">
                {card.select}
                <h2 className="min-w-0 flex-1 font-semibold break-words">{card.title}</h2>
                {card.status ? <StatusBadge status={card.status} /> : null}
              </div>
              <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1">
                {card.fields.map((field) => (
                  <div key={field.id} className="contents">
                    <dt className="text-muted-fg">{field.label}</dt>
                    <dd className="min-w-0 break-words">{field.value}</dd>
                  </div>
                ))}
              </dl>
              {card.actions ? (
                <div
                  role="group"
                  aria-label={t.common.actions}
                  className="flex flex-wrap gap-1.5 border-t border-border pt-2"
                >
                  {card.actions}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
