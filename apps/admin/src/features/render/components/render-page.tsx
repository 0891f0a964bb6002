import { isApiError } from '@cermat/api-client';
import { fromDetail } from '@cermat/core';
import { PageRenderer } from '@cermat/ui-kit';
import { useSnapshot } from 'valtio';
import { Link, useSearchParams } from 'wouter';
import { LoadFailed } from '@/components/load-failed';
import { ScreenHeader } from '@/components/screen-header';
import { paths } from '@/config/paths';
import { useLoad } from '@/hooks/use-load';
import { api } from '@/lib/api';
import { navigate } from '@/lib/hash-location';
import { fill, useTexts } from '@/lib/i18n';
import { session } from '@/lib/session';
import { widgets } from '../widgets/registry';

const FORBIDDEN = 403;
const NOT_FOUND = 404;

/**
 * The page, or null when there is none. Any signed-in user may open /render: the server
 * says whether the role may read this page (a menu that links it, or 'Render Page'), and
 * a refusal goes where any other screen the role may not open goes, the 403 screen.
 */
async function loadPage(name: string) {
  try {
    return await api.pages.render({ name });
  } catch (error) {
    if (isApiError(error) && error.status === NOT_FOUND) return null;
    if (isApiError(error) && error.status === FORBIDDEN) {
      navigate(paths.forbidden(), { replace: true });
      return null;
    }
    throw error;
  }
}

/** The query of a menu link that opens a built page: `/render?page=NAME`. */
const RENDER_LINK = /^\/render\?page=./;

/**
 * /render without a page: the pages the role's menus link (what it may open), each a link;
 * the instruction alone when none does.
 */
function ReachablePages() {
  const texts = useTexts();
  const { session_menu_access } = useSnapshot(session);
  const linked = session_menu_access.filter((menu) =>
    RENDER_LINK.test(menu.menu_master_link_path ?? ''),
  );
  if (linked.length === 0) return <ScreenHeader title={texts.render.choose} />;
  return (
    <>
      <ScreenHeader title={texts.render.available} />
      <ul className="grid gap-2">
        {linked.map((menu) => (
          <li key={menu.id_menu_master}>
            <Link className="text-primary underline" href={menu.menu_master_link_path!}>
              {menu.menu_master_nama}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /render?page=NAME: the page's rows and columns on the 12-column grid (DECISIONS.md). */
export function RenderPage({ name }: { name: string }) {
  const texts = useTexts();
  const [page, retry] = useLoad(() => (name ? loadPage(name) : Promise.resolve(null)), [name]);
  if (page.status === 'loading') return null;
  if (page.status === 'failed') return <LoadFailed message={page.message} onRetry={retry} />;
  if (page.data === null && !name) return <ReachablePages />;
  if (page.data === null) return <ScreenHeader title={fill(texts.render.notFound, { name })} />;
  return (
    <>
      <ScreenHeader title={page.data.nama_page} />
      {page.data.deskripsi_page ? (
        <p className="mb-4 text-muted-fg">{page.data.deskripsi_page}</p>
      ) : null}
      <PageRenderer rows={fromDetail(page.data.detail)} registry={widgets} />
    </>
  );
}

/** The router's screen: /render?page=NAME (spec §2.1). */
export default function RenderScreen() {
  const [params] = useSearchParams();
  return <RenderPage name={params.get('page') ?? ''} />;
}
