import type { PageSize, RecordStatus } from '../constants';
import type { ListState, PageLink, Paging } from './list.types';
import { canNext, canPrev, nextSort, pageFromLink } from './list.utils';

/** Events that change what a list asks the server for. */
export type ListQueryEvent =
  | { type: 'list.status'; status: RecordStatus }
  | { type: 'list.size'; size: PageSize }
  | { type: 'list.sort'; column: string | number }
  | { type: 'list.reload' }
  | { type: 'list.restore'; state: Partial<ListState> }
  | { type: 'page.next' }
  | { type: 'page.prev' }
  | { type: 'page.go'; page: number }
  | { type: 'page.link'; link: PageLink };

function goTo(state: ListState, paging: Paging | null, page: number | null): ListState | null {
  if (page === null || page < 1) return null;
  if (paging !== null && page > paging.last_page) return null;
  return { ...state, page };
}

/**
 * The list state after an event, or null when the event is refused (no previous page,
 * a disabled link, a page out of range). Filters, size and sort go back to page 1.
 */
export function reduceQuery(
  state: ListState,
  paging: Paging | null,
  event: ListQueryEvent,
): ListState | null {
  switch (event.type) {
    case 'list.status':
      return { ...state, status: event.status, page: 1 };
    case 'list.size':
      return { ...state, size: event.size, page: 1 };
    case 'list.sort':
      return { ...state, sort: nextSort(state.sort, event.column), page: 1 };
    case 'list.reload':
      return state;
    case 'list.restore':
      return { ...state, ...event.state };
    case 'page.prev':
      return canPrev(paging) ? { ...state, page: state.page - 1 } : null;
    case 'page.next':
      return canNext(paging) ? { ...state, page: state.page + 1 } : null;
    case 'page.go':
      return goTo(state, paging, event.page);
    case 'page.link':
      return goTo(state, paging, pageFromLink(event.link));
  }
}
