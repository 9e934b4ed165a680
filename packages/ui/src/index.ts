// @certidao/ui — the Certidão Ágil design system.

// Feedback and content (Toast, EmptyState, ProgressBar, Meter, StatusBadge, Card, Badge, Avatar, StatCard,
// Table, Disclosure, Accordion, PlanCard, CreditCardPreview)
export type { AccordionProps } from './Accordion';
export { Accordion } from './Accordion';
// Navigation and overlays (Menu, Tabs, Pagination, Sidebar, TopBar, Modal, Dialog, AlertDialog, Tooltip)
// Application shell
export type { AdminShellMenuItem, AdminShellProps } from './AdminShell';
export { AdminShell } from './AdminShell';
export type { AlertDialogProps, AlertDialogVariant } from './AlertDialog';
export { AlertDialog } from './AlertDialog';
export type { AvatarProps } from './Avatar';
export { Avatar, avatarColor, initials } from './Avatar';
export type { BadgeProps, BadgeTone } from './Badge';
export { Badge } from './Badge';
export type { BarChartItem, BarChartProps, BarChartSeries, BarChartTone } from './BarChart';
export { BarChart } from './BarChart';
// Actions and navigation
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Button, buttonRecipe } from './Button';
export type { CardProps } from './Card';
export { Card } from './Card';
// Fields: text, masked, choice (PasswordField, SearchField, NumberField, TextArea, MaskedField and its
// presets, DateField, Select, ComboBox, ListBox, Popover, Checkbox, CheckboxGroup, RadioGroup, Switch)
export type { CardExpiryFieldProps } from './CardExpiryField';
export { CardExpiryField } from './CardExpiryField';
export type { CardFormProps } from './CardForm';
export { CardForm } from './CardForm';
export type { CardNumberFieldProps } from './CardNumberField';
export { CardNumberField } from './CardNumberField';
export type { CepFieldProps } from './CepField';
export { CepField } from './CepField';
export type { CheckboxProps } from './Checkbox';
export { Checkbox } from './Checkbox';
export type { CheckboxGroupProps } from './CheckboxGroup';
export { CheckboxGroup } from './CheckboxGroup';
export type { CnpjFieldProps } from './CnpjField';
export { CnpjField } from './CnpjField';
export type { ComboBoxProps } from './ComboBox';
export { ComboBox } from './ComboBox';
export type { CopyFieldProps } from './CopyField';
export { CopyField } from './CopyField';
export type { CpfCnpjFieldProps } from './CpfCnpjField';
export { CpfCnpjField } from './CpfCnpjField';
export type { CpfFieldProps } from './CpfField';
export { CpfField } from './CpfField';
export type { CardBrand, CreditCardPreviewProps } from './CreditCardPreview';
export { CARD_BRAND_LABELS, CreditCardPreview, detectCardBrand } from './CreditCardPreview';
export type { CvcFieldProps } from './CvcField';
export { CvcField } from './CvcField';
export type { DateFieldProps } from './DateField';
export { DateField } from './DateField';
export type { DialogFooterProps, DialogProps } from './Dialog';
export { Dialog, DialogFooter } from './Dialog';
export type { DisclosureProps } from './Disclosure';
export { Disclosure } from './Disclosure';
export type { EmptyStateProps } from './EmptyState';
export { EmptyState } from './EmptyState';
// Fields
export type {
  DescriptionProps,
  FieldErrorProps,
  InputProps,
  LabelProps,
  ValidationMessageOptions,
} from './Field';
export { Description, FieldError, fieldStyles, Input, Label, validationMessage } from './Field';
export type { FileFieldProps } from './FileField';
export { FileField, fileSizeLabel } from './FileField';
export type { FormProps } from './Form';
export { Form } from './Form';
export type { FullPageMessageProps, FullPageMessageStatus } from './FullPageMessage';
export { FullPageMessage } from './FullPageMessage';
export type { InlineAlertProps, InlineAlertTone } from './InlineAlert';
export { InlineAlert } from './InlineAlert';
export * from './icons';
export type { ExternalLinkProps, LinkProps, LinkVariant } from './Link';
export { ExternalLink, Link } from './Link';
export type { ListBoxItemProps, ListBoxProps } from './ListBox';
export { ListBox, ListBoxItem } from './ListBox';
// Brand and icons
export type { LogoProps } from './Logo';
export { Logo, setLogoTone } from './Logo';
export type { Mask, MaskedEdit, MaskedFieldProps, MaskedPresetProps } from './MaskedField';
export { applyMaskEdit, MaskedField } from './MaskedField';
export type {
  MenuItemProps,
  MenuProps,
  MenuSectionProps,
  MenuTriggerProps,
  SubmenuTriggerProps,
} from './Menu';
export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from './Menu';
export type { MeterProps, MeterValue } from './Meter';
export { Meter, meterValue } from './Meter';
export type { DialogTriggerProps, ModalPlacement, ModalProps, ModalSize } from './Modal';
export { DialogTrigger, Modal } from './Modal';
export type { NumberFieldProps } from './NumberField';
export { NumberField } from './NumberField';
export type { PageHeaderProps } from './PageHeader';
export { PageHeader } from './PageHeader';
export type { PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
export type { PasswordFieldProps } from './PasswordField';
export { PasswordField } from './PasswordField';
export type { PhoneFieldProps } from './PhoneField';
export { PhoneField } from './PhoneField';
export type { PlanCardElementOptions, PlanCardPlan, PlanCardProps, PlanColorKey } from './PlanCard';
export { PlanCard, planCardElement, planColorKey } from './PlanCard';
export type { PopoverProps } from './Popover';
export { Popover } from './Popover';
export type { ProgressBarProps } from './ProgressBar';
export { ProgressBar } from './ProgressBar';
export type { RadioGroupProps, RadioGroupVariant, RadioProps } from './RadioGroup';
export { Radio, RadioGroup } from './RadioGroup';
export type { SearchFieldProps } from './SearchField';
export { SearchField } from './SearchField';
export type { SelectProps } from './Select';
export { Select } from './Select';
export type {
  SidebarContextValue,
  SidebarFooterProps,
  SidebarGroupProps,
  SidebarInsetProps,
  SidebarItemProps,
  SidebarProps,
  SidebarProviderProps,
  SidebarTriggerProps,
} from './Sidebar';
export {
  clearSidebarCookie,
  isCurrentRoute,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  Sidebar,
  SidebarFooter,
  SidebarGroup,
  SidebarInset,
  SidebarItem,
  SidebarProvider,
  SidebarTrigger,
  useOptionalSidebar,
  useSidebar,
} from './Sidebar';
// Feedback
export type { SpinnerProps } from './Spinner';
export { Spinner } from './Spinner';
export type { StatCardProps, StatChange, StatChangeDirection } from './StatCard';
export { StatCard } from './StatCard';
export type { StatusBadgeProps, StatusKind } from './StatusBadge';
export { StatusBadge, statusView } from './StatusBadge';
export type { StepperProps, StepperStep } from './Stepper';
export { Stepper } from './Stepper';
export type { SwitchProps } from './Switch';
export { Switch } from './Switch';
export type {
  CellProps,
  ColumnProps,
  RowProps,
  SortDescriptor,
  TableBodyProps,
  TableHeaderProps,
  TableProps,
} from './Table';
export { Cell, Column, Row, sortItems, Table, TableBody, TableHeader, useSortedRows } from './Table';
export type { TabListProps, TabPanelProps, TabProps, TabsProps, TabsVariant } from './Tabs';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export type { TextAreaProps } from './TextArea';
export { TextArea } from './TextArea';
export type { TextFieldProps } from './TextField';
export { TextField } from './TextField';
export type { ThemeToggleProps } from './ThemeToggle';
export { enhanceThemeToggle, ThemeToggle } from './ThemeToggle';
export type { ToastContentData, ToasterProps, ToastProps, ToastShowOptions, ToastTone } from './Toast';
export { TOAST_TIMEOUTS, Toast, Toaster, toast, toastQueue } from './Toast';
export type { TooltipProps, TooltipTriggerProps } from './Tooltip';
export { Tooltip, TooltipTrigger } from './Tooltip';
export type { TopBarProps } from './TopBar';
export { TopBar } from './TopBar';
// Theme and tokens
export type { ColorScheme, PlanKey, StatusTone, ThemeTokens, UsageColor } from './theme';
export {
  applyTheme,
  breakpoints,
  currentColorScheme,
  darkTheme,
  darkTokens,
  focusRing,
  formLayout,
  lightTheme,
  lightTokens,
  media,
  setColorScheme,
  storedColorScheme,
  subscribeColorScheme,
  THEME_STORAGE_KEY,
  themeClass,
  vars,
  visuallyHidden,
} from './theme';
// Routing
export type { UiRouterProviderProps } from './UiRouterProvider';
export { UiRouterProvider } from './UiRouterProvider';

// Utilities for building on the system
export { composeClassName, cx } from './utils';
