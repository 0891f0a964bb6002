// The kit's public surface. Presentational only: data and callbacks arrive through props.

// Foundations
export { TextsProvider } from './lib/texts';
export { Button } from './lib/button';
export { Icon } from './lib/icons';
export { cx } from './lib/cx';

// Menu icons: the boxicons classes the menus store, drawn from a lazily loaded subset
export { IconLabel } from './icons/icon-label';
export { IconPicker } from './icons/icon-picker';

// List pattern (spec §2.2)
export {
  DataTable,
  STATUS_COLUMN,
  type DataColumn,
  type DataTableProps,
  type SortState,
} from './list/data-table';
export { ColumnChooser, type ColumnOption } from './list/column-chooser';
export { type RecordStatus } from './list/status-badge';
export { type RowAction } from './list/row-actions';
export { StatusFilter } from './list/status-filter';
export { PageSizeSelect } from './list/page-size-select';
export { SearchBox } from './list/search-box';
export { Pager, type PagerLink } from './list/pager';

// Dialogs
export { DialogFrame, DialogActions, DialogBody } from './dialogs/dialog-frame';
export { ConfirmDialog } from './dialogs/confirm-dialog';
export { SuccessDialog } from './dialogs/success-dialog';
export { ErrorDialog } from './dialogs/error-dialog';
export { AccessDeniedDialog } from './dialogs/access-denied-dialog';
export { LoadingModal } from './dialogs/loading-modal';

// Forms
export { TextField } from './forms/text-field';
export { NumberField } from './forms/number-field';
export { Select, type SelectOption } from './forms/select';
export { SearchableSelect } from './forms/searchable-select';
export { CheckboxGroup } from './forms/checkbox-group';
export { YaTidakSelect, type YaTidak } from './forms/ya-tidak-select';
export { FileInput } from './forms/file-input';
export { DateField } from './forms/date-field';
export { actionTone } from './lib/action-tone';
export { FormAlert, fieldError, type FormErrors } from './forms/form-errors';

// Trees
export { type TreeItem } from './trees/tree';
export { CheckboxTree } from './trees/checkbox-tree';
export { NestedSortableList } from './trees/nested-sortable-list';

// Page builder
export { type PageRow } from './builder/grid';
export { RowCard } from './builder/row-card';
export { ColumnCard } from './builder/column-card';
export { ColumnDialog } from './builder/column-dialog';
export { PageRenderer, type ComponentRegistry } from './builder/page-renderer';

// Shell (spec §2.13)
export { useMediaQuery } from './lib/use-media-query';
export { type KitLocale, type NavItem, type ShellSettings } from './shell/types';
export { Topbar, type TopbarProps } from './shell/topbar';
export { CommandPalette, type PaletteGroup } from './shell/command-palette';
export { Sidebar } from './shell/sidebar';
export { HorizontalNav } from './shell/horizontal-nav';
export { SettingsPanel } from './shell/settings-panel';
export { Preloader } from './shell/preloader';
export { Footer } from './shell/footer';
export { Breadcrumbs } from './shell/breadcrumbs';
