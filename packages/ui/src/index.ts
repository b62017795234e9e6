// Public entry of @fabula/ui. Explicit list: every export here is a supported API.

export { cn } from './lib/cn.js'
export {
  DirectionSchema,
  FontSchema,
  PREFERENCE_COOKIES,
  PREFERENCE_DEFAULTS,
  PREFERENCE_MAX_AGE_SECONDS,
  ThemeSchema,
  readCookie,
  readPreference,
  serializePreferenceCookie,
  writePreferenceCookie,
} from './lib/preferences.js'
export type { CookieLocation, Direction, Font, ResolvedTheme, Theme } from './lib/preferences.js'

export { ThemeProvider, useTheme } from './providers/theme-provider.js'
export type { ThemeContextValue, ThemeProviderProps } from './providers/theme-provider.js'
export { FontProvider, useFont } from './providers/font-provider.js'
export type { FontContextValue, FontProviderProps } from './providers/font-provider.js'
export { DirectionProvider, useDirection } from './providers/direction-provider.js'
export type {
  DirectionContextValue,
  DirectionProviderProps,
} from './providers/direction-provider.js'
export { UiProviders } from './providers/ui-providers.js'
export type { UiProvidersProps } from './providers/ui-providers.js'

export {
  PRIORITIES,
  PRIORITY_TONES,
  TASK_STATUSES,
  TASK_STATUS_TONES,
  USER_STATUSES,
  USER_STATUS_TONES,
  Badge,
  PriorityBadge,
  TaskStatusBadge,
  UserStatusBadge,
  badgeVariants,
} from './components/badge.js'
export type { BadgeProps, BadgeTone, Priority, TaskStatus, UserStatus } from './components/badge.js'
export { Button, buttonVariants } from './components/button.js'
export type { ButtonProps } from './components/button.js'
export {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './components/card.js'
export {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
} from './components/field.js'
export type { FieldProps } from './components/field.js'
export { Input } from './components/input.js'
export { Label } from './components/label.js'
export { Separator } from './components/separator.js'
export { Skeleton } from './components/skeleton.js'
export { Textarea } from './components/textarea.js'
export { TOAST_DEFAULTS, Toaster, toast } from './components/toaster.js'
export { TOP_LOADING_BAR_HEIGHT, TopLoadingBar } from './components/top-loading-bar.js'
export type { TopLoadingBarProps } from './components/top-loading-bar.js'

export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './components/alert-dialog.js'
export { Avatar, AvatarFallback, AvatarImage } from './components/avatar.js'
export {
  Breadcrumb,
  BreadcrumbEllipsis,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from './components/breadcrumb.js'
export { Checkbox } from './components/checkbox.js'
export { Combobox, MultiSelect } from './components/combobox.js'
export type { ComboboxOption, ComboboxProps, MultiSelectProps } from './components/combobox.js'
export {
  Command,
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
  CommandShortcut,
} from './components/command.js'
export type { CommandDialogProps } from './components/command.js'
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './components/dialog.js'
export type { DialogContentProps } from './components/dialog.js'
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './components/dropdown-menu.js'
export { EmptyState } from './components/empty-state.js'
export type { EmptyStateProps } from './components/empty-state.js'
export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './components/popover.js'
export { Progress } from './components/progress.js'
export { RadioGroup, RadioGroupItem } from './components/radio-group.js'
export { ScrollArea, ScrollBar } from './components/scroll-area.js'
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './components/select.js'
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './components/sheet.js'
export type { SheetContentProps, SheetSide } from './components/sheet.js'
export { Slider } from './components/slider.js'
export type { SliderProps } from './components/slider.js'
export { Switch } from './components/switch.js'
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './components/table.js'
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs.js'
export { Tooltip, TooltipContent, TooltipTrigger } from './components/tooltip.js'

export { PAGINATION_FULL_LIMIT, getPaginationItems } from './patterns/pagination-items.js'
export type { PaginationItem } from './patterns/pagination-items.js'
export {
  DEFERRED_OVERLAY_LOAD_AFTER_MS,
  DeferredOverlay,
  useDeferredOverlay,
} from './patterns/deferred-overlay.js'
export type {
  DeferredOpenState,
  DeferredOverlayProps,
  DeferredStandInProps,
} from './patterns/deferred-overlay.js'
export { DEFAULT_PAGE_SIZE_OPTIONS, Pagination } from './patterns/pagination.js'
export type { PaginationLabels, PaginationProps } from './patterns/pagination.js'
export { DEFAULT_PAGE_SIZE, DataTable } from './patterns/data-table/data-table.js'
export type { DataTableLabels, DataTableProps } from './patterns/data-table/data-table.js'
export { DataTableColumnHeader } from './patterns/data-table/column-header.js'
export type {
  ColumnHeaderLabels,
  DataTableColumnHeaderProps,
} from './patterns/data-table/column-header.js'
export { DataTableFacetedFilter } from './patterns/data-table/faceted-filter.js'
export type {
  DataTableFacetedFilterProps,
  FacetOption,
} from './patterns/data-table/faceted-filter.js'
export { DataTableToolbar } from './patterns/data-table/toolbar.js'
export type { DataTableFacet, DataTableToolbarProps } from './patterns/data-table/toolbar.js'
export { DataTableViewOptions } from './patterns/data-table/view-options.js'
export type { DataTableViewOptionsProps } from './patterns/data-table/view-options.js'
export { DataTableBulkAction, DataTableBulkActions } from './patterns/data-table/bulk-actions.js'
export type { DataTableBulkActionsProps } from './patterns/data-table/bulk-actions.js'
export { createSelectColumn } from './patterns/data-table/select-column.js'
export type { SelectColumnOptions } from './patterns/data-table/select-column.js'
export {
  SIDEBAR_COOKIE,
  SIDEBAR_MOBILE_QUERY,
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarStateSchema,
  SidebarTrigger,
  useSidebar,
} from './patterns/sidebar.js'
export type {
  SidebarMenuButtonProps,
  SidebarProps,
  SidebarProviderProps,
} from './patterns/sidebar.js'
export { Chart } from './patterns/chart.js'
export type { ChartProps, ChartSeries, ChartType } from './patterns/chart.js'
export type {
  Column,
  ColumnDef,
  ColumnFiltersState,
  PaginationState,
  Row,
  RowSelectionState,
  SortingState,
  Table as DataTableInstance,
  VisibilityState,
} from '@tanstack/react-table'
