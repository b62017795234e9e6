import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@fabula/ui'
import { matchPath, useLocation } from 'react-router'
import { Logo } from '@/components/logo'
import { PreloadLink } from '@/components/preload-link'
import { routeTable } from '@/app/route-table'
import { ChatsUnreadBadge } from '@/features/chats/unread-badge'
import { t } from '@/i18n'
import { ReviewDueBadge } from '@/features/reading/review-due'
import { useVisibleNav } from './use-visible-nav'

/** @fabula/ui's collapsible sidebar with the entries the user's role may open. */
export function AppSidebar() {
  const groups = useVisibleNav()
  const { pathname } = useLocation()
  const { state, isMobile, setOpenMobile } = useSidebar()
  const collapsed = state === 'collapsed' && !isMobile
  return (
    <Sidebar label={t('nav.sidebar')}>
      <SidebarHeader className="h-14 justify-center">
        <PreloadLink to={routeTable.dashboard.href()} className="rounded-md">
          <Logo compact={collapsed} />
        </PreloadLink>
      </SidebarHeader>
      <SidebarContent aria-label={t('nav.mainNavigation')}>
        {groups.map((group) => (
          <SidebarGroup key={group.title}>
            <SidebarGroupLabel>{t(group.title)}</SidebarGroupLabel>
            <SidebarMenu>
              {group.items.map((item) => {
                const active = matchPath(
                  { path: item.href, end: item.href !== '/settings' },
                  pathname,
                )
                return (
                  <SidebarMenuItem key={item.href}>
                    <SidebarMenuButton asChild isActive={active !== null} tooltip={t(item.title)}>
                      <PreloadLink to={item.href} onClick={() => setOpenMobile(false)}>
                        <item.icon aria-hidden />
                        <span>{t(item.title)}</span>
                        {item.href === routeTable.vocabularyReview.pattern ? (
                          <ReviewDueBadge />
                        ) : null}
                        {item.href === routeTable.chats.href() && !collapsed && (
                          <ChatsUnreadBadge />
                        )}
                      </PreloadLink>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                )
              })}
            </SidebarMenu>
          </SidebarGroup>
        ))}
      </SidebarContent>
    </Sidebar>
  )
}
