// The kit's public surface. Presentational only: data and callbacks arrive through props.

// Foundations
export { TextsProvider, useTexts, format, type KitTexts } from './lib/texts';
export { Button, type ButtonProps, type ButtonTone, type ButtonSize } from './lib/button';
export { Icon, isIconName, type IconName } from './lib/icons';
export { Spinner } from './lib/spinner';
export { cx } from './lib/cx';

// List pattern (spec §2.2)
export { DataTable, type DataColumn, type DataTableProps, type SortState } from './list/data-table';
export { StatusBadge, type RecordStatus } from './list/status-badge';
export { RowActions, actionsFor, type RowAction } from './list/row-actions';
export { StatusFilter } from './list/status-filter';
export { PageSizeSelect, type PageSizeSelectProps } from './list/page-size-select';
export { SearchBox, type SearchBoxProps } from './list/search-box';
export { Pager, type PagerLink, type PagerProps } from './list/pager';
export { computeWindow, type WindowInput, type WindowRange } from './list/windowing';

// Dialogs
export {
  DialogFrame,
  DialogActions,
  type DialogFrameProps,
  type DialogTone,
} from './dialogs/dialog-frame';
export {
  ConfirmDialog,
  type ConfirmAction,
  type ConfirmDialogProps,
} from './dialogs/confirm-dialog';
export { SuccessDialog, type SuccessDialogProps } from './dialogs/success-dialog';
export { ErrorDialog, type ErrorDialogProps } from './dialogs/error-dialog';
export { AccessDeniedDialog, type AccessDeniedDialogProps } from './dialogs/access-denied-dialog';
export { LoadingModal } from './dialogs/loading-modal';
export { NoticeDialog, type NoticeDialogProps } from './dialogs/notice-dialog';

// Forms
export { Field, type FieldProps, type FieldControl } from './forms/field';
export { TextField, type TextFieldProps } from './forms/text-field';
export { NumberField, type NumberFieldProps } from './forms/number-field';
export { Select, type SelectOption, type SelectProps } from './forms/select';
export { SearchableSelect, type SearchableSelectProps } from './forms/searchable-select';
export { CheckboxGroup, type CheckboxGroupProps } from './forms/checkbox-group';
export { YaTidakSelect, type YaTidak, type YaTidakSelectProps } from './forms/ya-tidak-select';
export { FileInput, type FileInputProps } from './forms/file-input';
export { FormAlert, fieldError, type FormErrors } from './forms/form-errors';

// Trees
export { type TreeItem, type TreeId } from './trees/tree';
export { moveItem, moveTo, type TreeMove } from './trees/tree-moves';
export {
  CheckboxTree,
  type CheckboxTreeProps,
  type CheckState,
  type MenuRightState,
} from './trees/checkbox-tree';
export { NestedSortableList, type NestedSortableListProps } from './trees/nested-sortable-list';
export { MenuIcon } from './trees/menu-icon';

// Page builder
export {
  ActionMenu,
  MenuItemList,
  type ActionMenuItem,
  type ActionMenuProps,
} from './lib/action-menu';
export { colSpan, byOrder, type PageColumn, type PageRow } from './builder/grid';
export { RowCard, type RowCardProps } from './builder/row-card';
export { ColumnCard, type ColumnCardProps } from './builder/column-card';
export {
  ColumnDialog,
  type ColumnDialogProps,
  type ColumnDraft,
  type ColumnErrors,
} from './builder/column-dialog';
export {
  PageRenderer,
  type ComponentRegistry,
  type PageRendererProps,
} from './builder/page-renderer';

// Shell (spec §2.13)
export { useMediaQuery } from './lib/use-media-query';
export { useAutoClose } from './lib/use-auto-close';
export { Choice, type ChoiceProps } from './lib/choice';
export {
  containsActive,
  type KitLocale,
  type NavItem,
  type ShellLayout,
  type ShellSettings,
  type ShellWidth,
  type SidebarTheme,
  type TopbarTheme,
} from './shell/types';
export { Topbar, type TopbarProps, type TopbarRole } from './shell/topbar';
export { Sidebar, type SidebarProps } from './shell/sidebar';
export { HorizontalNav, type HorizontalNavProps } from './shell/horizontal-nav';
export { SettingsPanel, type SettingsPanelProps } from './shell/settings-panel';
export { Preloader, type PreloaderProps } from './shell/preloader';
export { Footer } from './shell/footer';
export { Breadcrumbs, type Crumb } from './shell/breadcrumbs';
