/**
 * `@taesung/shared/console`: the building blocks of the staff console's screens (lists, forms, fields, uploads,
 * confirmation, toasts). A separate entry of the package, shared as one instance by the console's remotes, so the
 * toasts and the confirm dialog have one host and public pages never download any of it.
 */
export type {
  BulkAction,
  Column,
  ConfirmOptions,
  DraftState,
  FilterConfig,
  FilterOption,
  ListParams,
  ListParamsOptions,
  PromptOptions,
  QueryLike,
} from './console/types.ts';
export { useListParams } from './console/use-list-params.ts';
export { ListView, type ListViewProps } from './console/list-view.tsx';
export { ListFilters } from './console/list-filters.tsx';
export { DataTable, type DataTableProps } from './console/data-table.tsx';
export { Pagination } from './console/pagination.tsx';
export { LoadingState } from './console/loading-state.tsx';
export { EmptyState } from './console/empty-state.tsx';
export { ErrorState } from './console/error-state.tsx';
export { useResourceForm, type ResourceFormOptions } from './console/use-resource-form.ts';
export { ResourceForm, type ResourceFormProps } from './console/resource-form.tsx';
export { TextField, type TextFieldProps } from './console/text-field.tsx';
export { TextAreaField, type TextAreaFieldProps } from './console/text-area-field.tsx';
export { SelectField, type SelectFieldProps } from './console/select-field.tsx';
export { CheckboxField, type CheckboxFieldProps } from './console/checkbox-field.tsx';
export { DateTimeField, type DateTimeFieldProps } from './console/date-time-field.tsx';
export { LocalizedTextField, type LocalizedTextFieldProps } from './console/localized-text-field.tsx';
export { Field, type FieldProps, type FieldControlProps } from './console/field.tsx';
export { useUpload, type UploadOptions } from './console/use-upload.ts';
export { UploadField, type UploadFieldProps } from './console/upload-field.tsx';
export { confirm, prompt, toast } from './console/overlay-store.ts';
export { ConsoleOverlays } from './console/console-overlays.tsx';
export { consoleKitReady } from './console/i18n/index.ts';
export { useUnsavedChangesGuard } from './console/use-unsaved-changes-guard.ts';
export { useDraft } from './console/use-draft.ts';
export { useAction } from './console/use-action.ts';
export { SortableList, type SortableListProps } from './console/sortable-list.tsx';
export { isCompositionEnter } from './ui/ime.ts';
export { ImeSafeForm } from './console/ime-safe-form.tsx';
export { RichTextField, LocalizedRichTextField } from './console/editor/index.ts';
export { formatDateTimeMinutes, maskName, maskPhone } from './console/format.ts';
export { RepeatableField, type RepeatableFieldProps } from './console/repeatable-field.tsx';
export { ImageCropField, type ImageCropFieldProps } from './console/image-crop-field.tsx';
export { DisplayWindowField, type DisplayWindowFieldProps } from './console/display-window-field.tsx';
export { checkDisplayWindow, displayState, windowIsInverted, type DisplayState } from './console/display-window.ts';
export { DisplayPeriod } from './console/display-period.tsx';
export { PreviewFrame, type PreviewFrameProps, type PreviewSize } from './console/preview-frame.tsx';
export { PhoneField, type PhoneFieldProps } from './console/phone-field.tsx';
export {
  CheckboxGroupField,
  type CheckboxGroupFieldProps,
  type CheckboxGroupOption,
} from './console/checkbox-group-field.tsx';
export { PasswordField, type PasswordFieldProps } from './console/password-field.tsx';
export { PasswordMeter, type PasswordMeterProps } from './console/password-meter.tsx';
export { QueryView, type QueryViewProps } from './console/query-view.tsx';
export { OrderPanel, type OrderPanelProps } from './console/order-panel.tsx';
export { useConfirmedAction } from './console/use-confirmed-action.ts';
export { actionClasses, inputClass } from './console/action-classes.ts';
export { usePasswordEstimate } from './console/use-password-estimate.ts';
export { useFieldValue } from './console/use-field-value.ts';
