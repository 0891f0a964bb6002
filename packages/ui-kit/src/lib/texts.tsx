import { createContext, use, useContext, type ReactNode } from 'react';

type Section<K extends string> = Readonly<Record<K, string>>;

/**
 * The texts the kit shows, by section. The kit owns no product text: the console hands
 * in its locale (core's `id` or `en` fit this shape as they are).
 */
export interface KitTexts {
  common: Section<
    | 'edit'
    | 'delete'
    | 'disable'
    | 'restore'
    | 'cancel'
    | 'saveColumn'
    | 'actions'
    | 'number'
    | 'status'
    | 'yes'
    | 'no'
    | 'empty'
    | 'loading'
    | 'close'
    | 'noOptions'
  >;
  status: Section<'ENABLE' | 'DISABLE'>;
  date: Section<'placeholder' | 'invalid' | 'pick'>;
  list: Section<
    | 'search'
    | 'empty'
    | 'loading'
    | 'range'
    | 'previous'
    | 'next'
    | 'statusFilter'
    | 'pageSize'
    | 'pagination'
    | 'page'
    | 'selectPage'
    | 'selectRow'
    | 'columns'
    | 'columnsChooser'
  >;
  confirm: Section<'title' | 'yes' | 'no' | 'enable' | 'disable' | 'delete' | 'leaveUnsaved'>;
  success: Section<'title'>;
  error: Section<'oops' | 'title' | 'maxFile'>;
  access: Section<'warningTitle' | 'denied'>;
  menu: Section<'moveUp' | 'moveDown' | 'moveIn' | 'moveOut' | 'access' | 'write'>;
  user: Section<
    | 'photo'
    | 'photoHint'
    | 'photoPreview'
    | 'noPhoto'
    | 'chooseFile'
    | 'noFileChosen'
    | 'image'
    | 'imagePreview'
    | 'noImage'
  >;
  page: Section<
    | 'addColumn'
    | 'deleteRow'
    | 'row'
    | 'column'
    | 'component'
    | 'order'
    | 'columnDialogTitle'
    | 'grid'
    | 'gridPlaceholder'
    | 'componentFile'
    | 'editColumn'
    | 'deleteColumn'
    | 'componentNotFound'
    | 'gridInvalid'
    | 'componentRequired'
    | 'orderInvalid'
  >;
  config: Section<'ya' | 'tidak'>;
  auth: Section<'profile' | 'signOut' | 'product'>;
  palette: Section<'title' | 'placeholder' | 'empty' | 'noResults' | 'searching' | 'hint' | 'open'>;
  shell: Section<
    | 'master'
    | 'toggleMenu'
    | 'fullscreen'
    | 'settings'
    | 'theme'
    | 'system'
    | 'layout'
    | 'vertical'
    | 'horizontal'
    | 'width'
    | 'fluid'
    | 'boxed'
    | 'scrollable'
    | 'sidebarTheme'
    | 'topbarTheme'
    | 'dark'
    | 'light'
    | 'compact'
    | 'icon'
    | 'colored'
    | 'preloader'
    | 'language'
    | 'languageId'
    | 'languageEn'
    | 'role'
    | 'userMenu'
    | 'navigation'
    | 'breadcrumb'
    | 'logo'
    | 'more'
    | 'copyright'
  >;
}

interface TextsSource {
  texts: KitTexts | null;
  load?: () => Promise<KitTexts>;
}

const TextsContext = createContext<TextsSource | null>(null);

/**
 * Supplies the kit's texts to every component below it. `texts` may be null while the
 * console's locale is still on its way (`load` brings it): a component that needs a text
 * then suspends until it has arrived.
 */
export function TextsProvider({
  texts,
  load,
  children,
}: {
  texts: KitTexts | null;
  load?: () => Promise<KitTexts>;
  children: ReactNode;
}) {
  return <TextsContext.Provider value={{ texts, load }}>{children}</TextsContext.Provider>;
}

/** The texts of the nearest TextsProvider; a kit component outside one is a wiring bug. */
export function useTexts(): KitTexts {
  const source = useContext(TextsContext);
  if (source?.texts) return source.texts;
  if (!source?.load) throw new Error('ui-kit: wrap the app in <TextsProvider texts={...}>');
  return use(source.load());
}

/** Puts values into a text's `{name}` holes: format('Col-{grid}', { grid: 3 }) → 'Col-3'. */
export function format(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (hole, key: string) =>
    key in values ? String(values[key]) : hole,
  );
}
