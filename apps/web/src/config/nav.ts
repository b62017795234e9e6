import type { LucideIcon } from 'lucide-react'
import {
  AppWindow,
  BarChart3,
  BookOpenCheck,
  GraduationCap,
  LayoutDashboard,
  LibraryBig,
  LifeBuoy,
  ListChecks,
  MessagesSquare,
  NotebookPen,
  Settings,
  Sparkles,
  TrendingUp,
  Users,
} from 'lucide-react'
import type { MessageKey } from '@/i18n'
import { paths } from './paths'

/** One sidebar and command-palette entry. */
interface NavItem {
  title: MessageKey
  href: string
  icon: LucideIcon
}

/** A titled group of entries. */
export interface NavGroup {
  title: MessageKey
  items: readonly NavItem[]
}

/** Everything the app can link to from its chrome; filtered per role before it is shown. */
const NAV_GROUPS: readonly NavGroup[] = [
  {
    title: 'nav.general',
    items: [
      { title: 'nav.dashboard', href: paths.dashboard.href(), icon: LayoutDashboard },
      { title: 'nav.lessons', href: paths.lessons.href(), icon: GraduationCap },
      { title: 'nav.chats', href: paths.chats.href(), icon: MessagesSquare },
      { title: 'nav.helpCenter', href: paths.helpCenter.href(), icon: LifeBuoy },
      { title: 'nav.apps', href: paths.apps.href(), icon: AppWindow },
    ],
  },
  {
    title: 'nav.reading',
    items: [
      { title: 'nav.readStories', href: paths.readStories.href(), icon: LibraryBig },
      { title: 'nav.readGenerate', href: paths.readGenerate.href(), icon: Sparkles },
      { title: 'nav.readTests', href: paths.readTests.href(), icon: BookOpenCheck },
    ],
  },
  {
    title: 'nav.staff',
    items: [
      { title: 'nav.users', href: paths.users.href(), icon: Users },
      { title: 'nav.tasks', href: paths.tasks.href(), icon: ListChecks },
      { title: 'nav.adminProgress', href: paths.adminProgress.href(), icon: TrendingUp },
      { title: 'nav.adminLessons', href: paths.adminLessons.href(), icon: NotebookPen },
      { title: 'nav.adminAnalytics', href: paths.adminAnalytics.href(), icon: BarChart3 },
    ],
  },
  {
    title: 'nav.account',
    items: [{ title: 'nav.settings', href: paths.settings.href(), icon: Settings }],
  },
]

/** The groups and entries a user with `canOpen` may open; empty groups disappear. */
export function visibleNav(canOpen: (href: string) => boolean): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => canOpen(item.href)),
  })).filter((group) => group.items.length > 0)
}
