// Public API of @altalena/ui, listed by name. Each group is kept in its own block.

export { AltalenaProvider } from './AltalenaProvider';
export type { AltalenaProviderProps } from './AltalenaProvider';

// --- layout primitives ---
export { cx } from './cx';
export type { ClassValue } from './cx';
export { Box } from './Box';
export type { BoxProps, BoxElement } from './Box';
export { Stack } from './Stack';
export type { StackProps, StackAlign } from './Stack';
export { Inline } from './Inline';
export type { InlineProps, InlineAlign, InlineAlignY } from './Inline';
export { Columns, Column } from './Columns';
export type {
  ColumnsProps,
  ColumnsBreakpoint,
  ColumnsAlignY,
  ColumnProps,
  ColumnWidth,
} from './Columns';
// --- end layout primitives ---

// --- inputs ---
export { Button } from './Button';
export type { ButtonProps } from './Button';
export { Icon, iconNames } from './Icon';
export type { IconProps, IconName } from './Icon';
export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export { Link } from './Link';
export type { LinkProps } from './Link';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { PasswordField, passwordStrength, isGuessable, PASSWORD_MIN_LENGTH } from './PasswordField';
export type {
  PasswordFieldProps,
  PasswordStrength,
  PasswordStrengthLevel,
  PasswordHints,
} from './PasswordField';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { CheckboxGroup } from './CheckboxGroup';
export type { CheckboxGroupProps } from './CheckboxGroup';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { RadioGroup, Radio } from './RadioGroup';
export type { RadioGroupProps, RadioProps, RadioGroupHandle } from './RadioGroup';
// --- end inputs ---

// --- overlays ---
export { SegmentedControl } from './SegmentedControl';
export type { SegmentedControlProps, SegmentedOption, SegmentedTone } from './SegmentedControl';
export { Select } from './Select';
export type { SelectProps, SelectOption } from './Select';
export { ComboBox } from './ComboBox';
export type { ComboBoxProps, ComboBoxOption, ComboBoxLoader } from './ComboBox';
export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { Dialog, DialogClose } from './Dialog';
export type { DialogProps } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { ToastProvider, useToast, DEFAULT_TOAST_DURATION_MS } from './Toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast';
export { Tabs, TabList, Tab, TabPanel } from './Tabs';
export type { TabsProps, TabListProps, TabProps, TabPanelProps } from './Tabs';
export { MenuTrigger, Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';
export type { MenuTriggerProps, MenuProps, MenuItemProps, MenuSectionProps } from './Menu';
// --- end overlays ---

// --- display ---
export { Alert } from './Alert';
export type { AlertProps, AlertTone } from './Alert';
export { Badge, badgeTones } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './Breadcrumbs';
export { Card } from './Card';
export type { CardProps } from './Card';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { Pagination, paginationItems } from './Pagination';
export type { PaginationProps, PaginationItem } from './Pagination';
export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { StatusBadge, statusTones, statusTone, statusMessageId } from './StatusBadge';
export type { StatusBadgeProps, StatusKind, StatusValue } from './StatusBadge';
export { Table } from './Table';
export type { TableProps, TableColumn, TableSortDescriptor, TableSelection } from './Table';
// --- end display ---

// --- layouts ---
export { ThemeToggle } from './ThemeToggle';
export type { ThemeToggleProps } from './ThemeToggle';
export { LanguageSwitch } from './LanguageSwitch';
export type { LanguageSwitchProps } from './LanguageSwitch';
export { AppShell } from './AppShell';
export type {
  AppShellProps,
  AppShellUser,
  NavEntry,
  NavGroup,
  NavItem,
  UserMenuItem,
} from './AppShell';
export { AuthLayout } from './AuthLayout';
export type { AuthLayoutProps } from './AuthLayout';
export { LandingLayout } from './LandingLayout';
export type { LandingLayoutProps } from './LandingLayout';
export { FullPageForm } from './FullPageForm';
export type { FullPageFormProps } from './FullPageForm';
export { ErrorView } from './ErrorView';
export type { ErrorViewProps } from './ErrorView';
// --- end layouts ---
