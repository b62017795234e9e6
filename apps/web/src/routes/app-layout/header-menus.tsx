import { useAuthUser } from '@fabula/auth/react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  ThemeSchema,
  useTheme,
} from '@fabula/ui'
import { LogOut, Settings } from 'lucide-react'
import * as v from 'valibot'
import { useNavigate } from 'react-router'
import { useApp } from '@/app/app-context'
import { notify } from '@/app/notify'
import { routeTable } from '@/app/route-table'
import { t } from '@/i18n'
import { ProfileMenuButton, ThemeMenuButton } from './header-menu-buttons'

/*
 * The header's dropdown menus. This module (Radix Menu, popper, floating-ui) loads on demand:
 * ./deferred-header-menus shows the same trigger buttons until then.
 */

/** Open state, held by the stand-in that loaded the menu (it may have been pressed already). */
export interface MenuOpenState {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Light / dark / system choice in the header. */
export function ThemeMenu(props: MenuOpenState) {
  const { theme, setTheme } = useTheme()
  return (
    <DropdownMenu open={props.open} onOpenChange={props.onOpenChange}>
      <DropdownMenuTrigger asChild>
        <ThemeMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={theme}
          onValueChange={(value) => {
            const parsed = v.safeParse(ThemeSchema, value)
            if (parsed.success) setTheme(parsed.output)
          }}
        >
          <DropdownMenuRadioItem value="light">{t('header.themeLight')}</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="dark">{t('header.themeDark')}</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="system">{t('header.themeSystem')}</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** The signed-in user's menu: who they are, settings and sign-out. */
export function ProfileMenu(props: MenuOpenState) {
  const user = useAuthUser()
  const app = useApp()
  const navigate = useNavigate()
  const email = user?.email ?? ''
  const signOut = async () => {
    await app.auth.signOut()
    app.auth.reset()
    notify.info(t('auth.signedOut'))
    await navigate(routeTable.signIn.href(), { replace: true })
  }
  return (
    <DropdownMenu open={props.open} onOpenChange={props.onOpenChange}>
      <DropdownMenuTrigger asChild>
        <ProfileMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate font-normal">
          {t('header.signedInAs', { email })}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(routeTable.settings.href())}>
          <Settings aria-hidden />
          {t('nav.settings')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden className="rtl:-scale-x-100" />
          {t('header.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
