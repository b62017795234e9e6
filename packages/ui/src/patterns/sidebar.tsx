import * as React from 'react'
import * as v from 'valibot'
import { Slot } from 'radix-ui'
import { PanelLeft } from 'lucide-react'
import { cn } from '../lib/cn.js'
import { useOptionalDirection } from '../providers/direction-provider.js'
import { documentCookies, readPreference, writePreferenceCookie } from '../lib/preferences.js'
import { Button } from '../components/button.js'

// The phone sheet and the collapsed rail's tooltips load when first needed: their Radix dialog,
// popper and floating-ui code would otherwise weigh on every page's first paint.
const loadSheet = () => import('./sidebar-sheet.js')
const SidebarSheet = React.lazy(async () => ({ default: (await loadSheet()).SidebarSheet }))
const SidebarTooltip = React.lazy(async () => ({
  default: (await import('./sidebar-tooltip.js')).SidebarTooltip,
}))

/** Cookie that remembers whether the desktop sidebar is expanded. */
export const SIDEBAR_COOKIE = 'sidebar_state'
/** Below this width the sidebar becomes a sheet. */
export const SIDEBAR_MOBILE_QUERY = '(max-width: 767px)'
/** Ctrl/⌘ + this key toggles the sidebar. */
const SIDEBAR_SHORTCUT_KEY = 'b'

/** Valid values of the `sidebar_state` cookie. */
export const SidebarStateSchema = v.picklist(['true', 'false'])

interface SidebarContextValue {
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean
  setOpen: (open: boolean) => void
  /** Phone: the sheet is showing. */
  openMobile: boolean
  setOpenMobile: (open: boolean) => void
  isMobile: boolean
  toggle: () => void
  state: 'expanded' | 'collapsed'
}

const SidebarContext = React.createContext<SidebarContextValue | null>(null)

/** Sidebar state and controls. Throws outside a {@link SidebarProvider}. */
export function useSidebar(): SidebarContextValue {
  const context = React.useContext(SidebarContext)
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider>')
  return context
}

function subscribeMobile(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const query = window.matchMedia(SIDEBAR_MOBILE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function isMobileViewport(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SIDEBAR_MOBILE_QUERY).matches
}

/** Props of {@link SidebarProvider}. */
export interface SidebarProviderProps extends React.ComponentProps<'div'> {
  /** Initial desktop state when there is no valid cookie (default expanded). */
  defaultOpen?: boolean
  /** Controlled desktop state. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * Owns the sidebar's state: expanded/collapsed on desktop (remembered in the `sidebar_state`
 * cookie for a year; a bad value falls back to `defaultOpen`), a sheet on phones, and the
 * Ctrl/⌘+B shortcut. Wraps the sidebar and the page next to it.
 */
export function SidebarProvider({
  defaultOpen = true,
  open: openProp,
  onOpenChange,
  className,
  style,
  children,
  ...props
}: SidebarProviderProps) {
  const isMobile = React.useSyncExternalStore(subscribeMobile, isMobileViewport, () => false)
  const [openMobile, setOpenMobile] = React.useState(false)
  const [inner, setInner] = React.useState(
    () =>
      readPreference(
        documentCookies(),
        SIDEBAR_COOKIE,
        SidebarStateSchema,
        defaultOpen ? 'true' : 'false',
      ) === 'true',
  )
  const open = openProp ?? inner
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (openProp === undefined) setInner(next)
      onOpenChange?.(next)
      writePreferenceCookie(SIDEBAR_COOKIE, String(next))
    },
    [openProp, onOpenChange],
  )
  const toggle = React.useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current)
    else setOpen(!open)
  }, [isMobile, open, setOpen])

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY && (event.metaKey || event.ctrlKey)) {
        event.preventDefault()
        toggle()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggle])

  const state = open ? 'expanded' : 'collapsed'
  const value = React.useMemo<SidebarContextValue>(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle, state }),
    [open, setOpen, openMobile, isMobile, toggle, state],
  )
  return (
    <SidebarContext.Provider value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={
          {
            '--sidebar-width': '16rem',
            '--sidebar-width-icon': '3rem',
            ...style,
          } as React.CSSProperties
        }
        className={cn('group/sidebar-wrapper flex min-h-svh w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  )
}

/** Props of {@link Sidebar}. */
export interface SidebarProps extends React.ComponentProps<'div'> {
  /** `icon` shrinks to an icon rail when collapsed; `offcanvas` hides it entirely. */
  collapsible?: 'icon' | 'offcanvas'
  /** Accessible name of the sidebar (a navigation landmark on phones' sheet). */
  label?: string
}

/**
 * The app's side navigation at the inline start. On desktop it collapses to icons (or away);
 * below 768 px it opens as a sheet from the inline start.
 */
export function Sidebar({
  collapsible = 'icon',
  label = 'Sidebar',
  className,
  children,
  ...props
}: SidebarProps) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar()
  // Mounted from the first opening on, so closing keeps its exit animation.
  const [sheetUsed, setSheetUsed] = React.useState(openMobile)
  if (openMobile && !sheetUsed) setSheetUsed(true)
  // On a phone, fetch the sheet once the page is up, so the first tap opens it at once.
  React.useEffect(() => {
    if (isMobile) void loadSheet()
  }, [isMobile])
  if (isMobile) {
    if (!sheetUsed) return null
    return (
      <React.Suspense fallback={null}>
        <SidebarSheet open={openMobile} onOpenChange={setOpenMobile} label={label}>
          {children}
        </SidebarSheet>
      </React.Suspense>
    )
  }
  return (
    <div
      data-slot="sidebar"
      data-state={state}
      data-collapsible={state === 'collapsed' ? collapsible : ''}
      className="group peer hidden text-sidebar-foreground md:block"
    >
      {/* Reserves the sidebar's width in the page flow; the panel itself is fixed. */}
      <div
        data-slot="sidebar-gap"
        className={cn(
          'relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear',
          'group-data-[collapsible=offcanvas]:w-0 group-data-[collapsible=icon]:w-(--sidebar-width-icon)',
        )}
      />
      <aside
        data-slot="sidebar-container"
        aria-label={label}
        className={cn(
          'fixed inset-y-0 start-0 z-10 hidden h-svh w-(--sidebar-width) border-e border-sidebar-border bg-sidebar',
          'transition-[inset-inline-start,width] duration-200 ease-linear md:flex',
          'group-data-[collapsible=offcanvas]:start-[calc(var(--sidebar-width)*-1)]',
          'group-data-[collapsible=icon]:w-(--sidebar-width-icon)',
          className,
        )}
        {...props}
      >
        <div data-slot="sidebar-inner" className="flex h-full w-full flex-col">
          {children}
        </div>
      </aside>
    </div>
  )
}

/** Toggles the sidebar (collapse on desktop, sheet on phones). */
export function SidebarTrigger({
  className,
  onClick,
  label = 'Toggle sidebar',
  ...props
}: React.ComponentProps<typeof Button> & { label?: string }) {
  const { toggle, open, isMobile, openMobile } = useSidebar()
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      aria-expanded={isMobile ? openMobile : open}
      className={cn('size-8', className)}
      onClick={(event) => {
        onClick?.(event)
        toggle()
      }}
      {...props}
    >
      <PanelLeft className="rtl:-scale-x-100" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </Button>
  )
}

/** The main area next to the sidebar. */
export function SidebarInset({ className, ...props }: React.ComponentProps<'main'>) {
  return (
    <main
      data-slot="sidebar-inset"
      className={cn('relative flex min-w-0 flex-1 flex-col bg-background', className)}
      {...props}
    />
  )
}

/** Top of the sidebar (logo, workspace switcher). */
export function SidebarHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-header"
      className={cn('flex flex-col gap-2 p-2', className)}
      {...props}
    />
  )
}

/** Bottom of the sidebar (user menu). */
export function SidebarFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-footer"
      className={cn('mt-auto flex flex-col gap-2 p-2', className)}
      {...props}
    />
  )
}

/** The scrolling middle of the sidebar. */
export function SidebarContent({ className, ...props }: React.ComponentProps<'nav'>) {
  return (
    <nav
      data-slot="sidebar-content"
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden',
        className,
      )}
      {...props}
    />
  )
}

/** A section of links. */
export function SidebarGroup({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group"
      className={cn('relative flex w-full min-w-0 flex-col p-2', className)}
      {...props}
    />
  )
}

/** A section heading; hidden while collapsed to icons. */
export function SidebarGroupLabel({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group-label"
      className={cn(
        'flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-medium text-sidebar-foreground/75',
        'group-data-[collapsible=icon]:sr-only',
        className,
      )}
      {...props}
    />
  )
}

/** The list of menu entries. */
export function SidebarMenu({ className, ...props }: React.ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="sidebar-menu"
      className={cn('flex w-full min-w-0 flex-col gap-1', className)}
      {...props}
    />
  )
}

/** One menu entry. */
export function SidebarMenuItem({ className, ...props }: React.ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-item" className={cn('relative', className)} {...props} />
}

/** Props of {@link SidebarMenuButton}. */
export interface SidebarMenuButtonProps extends React.ComponentProps<'button'> {
  /** Render the child (a router link) instead of a button. */
  asChild?: boolean
  /** Marks the current page (`aria-current="page"`). */
  isActive?: boolean
  /** Shown as a tooltip while the sidebar is collapsed to icons. */
  tooltip?: string
}

/**
 * A menu entry's link or button: an icon and a label. While collapsed to icons the label is
 * visually hidden but still names the control, and a tooltip shows it.
 */
export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: SidebarMenuButtonProps) {
  const { state, isMobile } = useSidebar()
  const direction = useOptionalDirection()
  const Comp = asChild ? Slot.Root : 'button'
  const button = (
    <Comp
      data-slot="sidebar-menu-button"
      data-active={isActive}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'flex h-8 w-full items-center gap-2 overflow-hidden rounded-md p-2 text-start text-sm outline-none',
        'transition-[width,height,padding] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
        'focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50',
        'data-[active=true]:bg-sidebar-accent data-[active=true]:font-medium data-[active=true]:text-sidebar-accent-foreground',
        'group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2!',
        '[&>span:last-child]:truncate group-data-[collapsible=icon]:[&>span:last-child]:sr-only',
        '[&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  )
  if (!tooltip || state !== 'collapsed' || isMobile) return button
  return (
    <React.Suspense fallback={button}>
      <SidebarTooltip side={direction === 'rtl' ? 'left' : 'right'} content={tooltip}>
        {button}
      </SidebarTooltip>
    </React.Suspense>
  )
}
