import { Avatar, AvatarFallback, Button, useTheme } from '@fabula/ui'
import { Moon, Sun, UserRound } from 'lucide-react'
import type * as React from 'react'
import { t } from '@/i18n'

type ButtonProps = React.ComponentProps<typeof Button>

/*
 * The header menus' trigger buttons, shared by the real menus (./header-menus, loaded on demand)
 * and the stand-ins shown until then (./deferred-header-menus), so both look and read the same.
 */

/** The theme menu's trigger: sun or moon for the theme painted now. */
export function ThemeMenuButton(props: ButtonProps) {
  const { resolvedTheme } = useTheme()
  return (
    <Button variant="ghost" size="icon" aria-label={t('header.toggleTheme')} {...props}>
      {resolvedTheme === 'dark' ? <Moon aria-hidden /> : <Sun aria-hidden />}
    </Button>
  )
}

/** The profile menu's trigger: the user's avatar. */
export function ProfileMenuButton(props: ButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      aria-label={t('header.profileMenu')}
      {...props}
    >
      <Avatar className="size-8">
        <AvatarFallback>
          <UserRound aria-hidden className="size-4" />
        </AvatarFallback>
      </Avatar>
    </Button>
  )
}
