import { cn } from '@fabula/ui'
import { Bell, Monitor, Palette, UserRound } from 'lucide-react'
import { Outlet } from 'react-router'
import { Page } from '@/components/page'
import { PreloadNavLink } from '@/components/preload-link'
import { routeTable } from '@/app/route-table'
import { t } from '@/i18n/settings'

const SECTIONS = [
  { href: routeTable.settings.href(), title: 'page.settingsProfile', icon: UserRound, end: true },
  {
    href: routeTable.settingsNotifications.href(),
    title: 'page.settingsNotifications',
    icon: Bell,
    end: false,
  },
  {
    href: routeTable.settingsDisplay.href(),
    title: 'page.settingsDisplay',
    icon: Monitor,
    end: false,
  },
  {
    href: routeTable.settingsAppearance.href(),
    title: 'page.settingsAppearance',
    icon: Palette,
    end: false,
  },
] as const

export function Component() {
  return (
    <Page title={t('page.settings')} description={t('settings.description')}>
      <div className="flex flex-col gap-6 lg:flex-row">
        <nav aria-label={t('settings.nav')} className="lg:w-52 lg:shrink-0">
          <ul className="flex gap-1 overflow-x-auto lg:flex-col">
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <PreloadNavLink
                  to={section.href}
                  end={section.end}
                  className={({ isActive }) =>
                    cn(
                      'flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap outline-none',
                      'hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                      isActive && 'bg-accent text-accent-foreground',
                    )
                  }
                >
                  <section.icon aria-hidden className="size-4" />
                  {t(section.title)}
                </PreloadNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1 lg:max-w-2xl">
          <Outlet />
        </div>
      </div>
    </Page>
  )
}
