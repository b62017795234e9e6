import { Button, Sheet, SheetContent, SheetTitle, SheetTrigger, cn } from '@fabula/ui'
import { Menu, PanelLeft, Search } from 'lucide-react'
import * as React from 'react'
import { Outlet } from 'react-router'
import { Logo } from '@/components/logo'
import { PreloadLink } from '@/components/preload-link'
import { paths } from '@/config/paths'
import { t } from '@/i18n'
import { SidebarNav } from './app-sidebar'
import { CommandPalette } from './command-palette'
import { ProfileMenu, ThemeMenu } from './header-menus'
import { useSidebarCollapsed } from './use-sidebar-collapsed'

/** The authenticated layout: sidebar, header (palette, theme, profile) and the page. */
export function Component() {
  const [collapsed, setCollapsed] = useSidebarCollapsed()
  const [paletteOpen, setPaletteOpen] = React.useState(false)
  const [mobileOpen, setMobileOpen] = React.useState(false)
  return (
    <div className="flex min-h-svh">
      <aside
        data-state={collapsed ? 'collapsed' : 'expanded'}
        className={cn(
          'sticky top-0 hidden h-svh shrink-0 flex-col overflow-y-auto border-e bg-sidebar text-sidebar-foreground md:flex',
          collapsed ? 'w-14' : 'w-60',
        )}
      >
        <div className={cn('flex h-14 items-center px-3', collapsed && 'justify-center px-0')}>
          <PreloadLink to={paths.dashboard.href()} className="rounded-md">
            <Logo compact={collapsed} />
          </PreloadLink>
        </div>
        <SidebarNav collapsed={collapsed} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur">
          <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
            <SheetTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="md:hidden"
                aria-label={t('nav.toggleSidebar')}
              >
                <Menu aria-hidden />
              </Button>
            </SheetTrigger>
            <SheetContent side="start" className="w-72 p-0">
              <SheetTitle className="flex h-14 items-center px-4">
                <Logo />
              </SheetTitle>
              <SidebarNav onNavigate={() => setMobileOpen(false)} />
            </SheetContent>
          </Sheet>
          <Button
            variant="ghost"
            size="icon"
            className="hidden md:inline-flex"
            aria-label={t('nav.toggleSidebar')}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed(!collapsed)}
          >
            <PanelLeft aria-hidden className="rtl:-scale-x-100" />
          </Button>
          <Button
            variant="outline"
            className="min-w-0 flex-1 justify-start text-muted-foreground sm:w-64 sm:flex-none"
            onClick={() => setPaletteOpen(true)}
            aria-keyshortcuts="Control+K Meta+K"
          >
            <Search aria-hidden />
            <span>{t('header.search')}</span>
            <kbd className="ms-auto hidden rounded border bg-muted px-1.5 font-mono text-xs sm:inline">
              Ctrl K
            </kbd>
          </Button>
          <div className="ms-auto flex items-center gap-1">
            <ThemeMenu />
            <ProfileMenu />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          <Outlet />
        </main>
      </div>
      <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
    </div>
  )
}
