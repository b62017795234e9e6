import { useAuthUser } from '@fabula/auth/react'
import {
  Avatar,
  AvatarFallback,
  Button,
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
import { LogOut, Moon, Settings, Sun, UserRound } from 'lucide-react'
import * as v from 'valibot'
import { useNavigate } from 'react-router'
import { getAuth } from '@/app/auth'
import { notify } from '@/app/notify'
import { paths } from '@/config/paths'
import { t } from '@/i18n'

/** Light / dark / system choice in the header. */
export function ThemeMenu() {
  const { theme, resolvedTheme, setTheme } = useTheme()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('header.toggleTheme')}>
          {resolvedTheme === 'dark' ? <Moon aria-hidden /> : <Sun aria-hidden />}
        </Button>
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
export function ProfileMenu() {
  const user = useAuthUser()
  const navigate = useNavigate()
  const email = user?.email ?? ''
  const signOut = async () => {
    await getAuth().sessions.signOut()
    getAuth().reset()
    notify.info(t('auth.signedOut'))
    await navigate(paths.signIn.href(), { replace: true })
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="rounded-full"
          aria-label={t('header.profileMenu')}
        >
          <Avatar className="size-8">
            <AvatarFallback>
              <UserRound aria-hidden className="size-4" />
            </AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate font-normal">
          {t('header.signedInAs', { email })}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(paths.settings.href())}>
          <Settings aria-hidden />
          {t('nav.settings')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          {t('header.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
