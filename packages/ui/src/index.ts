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
