// Public entry of @fabula/ui. Explicit list: every export here is a supported API.

export { cn } from './lib/cn'
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
} from './lib/preferences'
export type { CookieLocation, Direction, Font, ResolvedTheme, Theme } from './lib/preferences'

export { ThemeProvider, useTheme } from './providers/theme-provider'
export type { ThemeContextValue, ThemeProviderProps } from './providers/theme-provider'
export { FontProvider, useFont } from './providers/font-provider'
export type { FontContextValue, FontProviderProps } from './providers/font-provider'
export { DirectionProvider, useDirection } from './providers/direction-provider'
export type { DirectionContextValue, DirectionProviderProps } from './providers/direction-provider'
export { UiProviders } from './providers/ui-providers'
export type { UiProvidersProps } from './providers/ui-providers'

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
} from './components/badge'
export type { BadgeProps, BadgeTone, Priority, TaskStatus, UserStatus } from './components/badge'
export { Button, buttonVariants } from './components/button'
export type { ButtonProps } from './components/button'
export {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './components/card'
export { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from './components/field'
export type { FieldProps } from './components/field'
export { Input } from './components/input'
export { Label } from './components/label'
export { Separator } from './components/separator'
export { Skeleton } from './components/skeleton'
export { Textarea } from './components/textarea'
export { TOAST_DEFAULTS, Toaster, toast } from './components/toaster'
export { TOP_LOADING_BAR_HEIGHT, TopLoadingBar } from './components/top-loading-bar'
export type { TopLoadingBarProps } from './components/top-loading-bar'

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
} from './components/alert-dialog'
export { Avatar, AvatarFallback, AvatarImage } from './components/avatar'
export {
  Breadcrumb,
  BreadcrumbEllipsis,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from './components/breadcrumb'
export { Checkbox } from './components/checkbox'
export { Combobox, MultiSelect } from './components/combobox'
export type { ComboboxOption, ComboboxProps, MultiSelectProps } from './components/combobox'
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
} from './components/command'
export type { CommandDialogProps } from './components/command'
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './components/dialog'
export type { DialogContentProps } from './components/dialog'
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
} from './components/dropdown-menu'
export { EmptyState } from './components/empty-state'
export type { EmptyStateProps } from './components/empty-state'
export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './components/popover'
export { Progress } from './components/progress'
export { RadioGroup, RadioGroupItem } from './components/radio-group'
export { ScrollArea, ScrollBar } from './components/scroll-area'
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './components/select'
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './components/sheet'
export type { SheetContentProps, SheetSide } from './components/sheet'
export { Slider } from './components/slider'
export type { SliderProps } from './components/slider'
export { Switch } from './components/switch'
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './components/table'
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs'
export { Tooltip, TooltipContent, TooltipTrigger } from './components/tooltip'

export { PAGINATION_FULL_LIMIT, getPaginationItems } from './patterns/pagination-items'
export type { PaginationItem } from './patterns/pagination-items'
export { DEFAULT_PAGE_SIZE_OPTIONS, Pagination } from './patterns/pagination'
export type { PaginationLabels, PaginationProps } from './patterns/pagination'
export { DEFAULT_PAGE_SIZE, DataTable } from './patterns/data-table/data-table'
export type { DataTableProps } from './patterns/data-table/data-table'
export { DataTableColumnHeader } from './patterns/data-table/column-header'
export type {
  ColumnHeaderLabels,
  DataTableColumnHeaderProps,
} from './patterns/data-table/column-header'
export { DataTableFacetedFilter } from './patterns/data-table/faceted-filter'
export type { DataTableFacetedFilterProps, FacetOption } from './patterns/data-table/faceted-filter'
export { DataTableToolbar } from './patterns/data-table/toolbar'
export type { DataTableFacet, DataTableToolbarProps } from './patterns/data-table/toolbar'
export { DataTableViewOptions } from './patterns/data-table/view-options'
export type { DataTableViewOptionsProps } from './patterns/data-table/view-options'
export { DataTableBulkAction, DataTableBulkActions } from './patterns/data-table/bulk-actions'
export type { DataTableBulkActionsProps } from './patterns/data-table/bulk-actions'
export { createSelectColumn } from './patterns/data-table/select-column'
export type { SelectColumnOptions } from './patterns/data-table/select-column'
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
} from './patterns/sidebar'
export type { SidebarMenuButtonProps, SidebarProps, SidebarProviderProps } from './patterns/sidebar'
export { Chart } from './patterns/chart'
export type { ChartProps, ChartSeries, ChartType } from './patterns/chart'
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
