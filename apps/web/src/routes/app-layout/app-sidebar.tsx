import { cn } from '@fabula/ui'
import { PreloadNavLink } from '@/components/preload-link'
import { t } from '@/i18n'
import { useVisibleNav } from './use-visible-nav'

/** The navigation list; `collapsed` shows icons only (names stay for screen readers). */
export function SidebarNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean
  onNavigate?: () => void
}) {
  const groups = useVisibleNav()
  return (
    <nav aria-label={t('nav.mainNavigation')} className="flex flex-col gap-4 p-2">
      {groups.map((group) => (
        <div key={group.title} className="flex flex-col gap-1">
          <h2
            className={cn(
              'px-2 text-xs font-medium tracking-wide text-muted-foreground uppercase',
              collapsed && 'sr-only',
            )}
          >
            {t(group.title)}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {group.items.map((item) => (
              <li key={item.href}>
                <PreloadNavLink
                  to={item.href}
                  end={item.href === '/settings' ? false : undefined}
                  onClick={onNavigate}
                  title={collapsed ? t(item.title) : undefined}
                  className={({ isActive }) =>
                    cn(
                      'flex h-9 items-center gap-3 rounded-md px-2 text-sm font-medium outline-none',
                      'hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
                      isActive && 'bg-accent text-accent-foreground',
                      collapsed && 'justify-center',
                    )
                  }
                >
                  <item.icon aria-hidden className="size-4 shrink-0" />
                  <span className={cn(collapsed && 'sr-only')}>{t(item.title)}</span>
                </PreloadNavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
