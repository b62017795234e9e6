import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
  useTheme,
} from '@fabula/ui'
import { Monitor, Moon, Sun } from 'lucide-react'
import { useNavigate } from 'react-router'
import { t } from '@/i18n'
import { useVisibleNav } from './use-visible-nav'

/**
 * Palette over every page the user may open, plus the theme choices. The layout owns the Ctrl/⌘+K
 * shortcut and loads this module on first use (cmdk and the dialog stay out of the first paint).
 */
export function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const navigate = useNavigate()
  const groups = useVisibleNav()
  const { setTheme } = useTheme()
  const run = (action: () => void) => {
    onOpenChange(false)
    action()
  }
  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('palette.title')}
      description={t('palette.description')}
    >
      <CommandInput placeholder={t('palette.placeholder')} />
      <CommandList>
        <CommandEmpty>{t('palette.empty')}</CommandEmpty>
        {groups.map((group) => (
          <CommandGroup key={group.title} heading={t(group.title)}>
            {group.items.map((item) => (
              <CommandItem
                key={item.href}
                value={`${t(group.title)} ${t(item.title)}`}
                onSelect={() => run(() => void navigate(item.href))}
              >
                <item.icon aria-hidden />
                {t(item.title)}
              </CommandItem>
            ))}
          </CommandGroup>
        ))}
        <CommandSeparator />
        <CommandGroup heading={t('palette.theme')}>
          <CommandItem onSelect={() => run(() => setTheme('light'))}>
            <Sun aria-hidden />
            {t('header.themeLight')}
          </CommandItem>
          <CommandItem onSelect={() => run(() => setTheme('dark'))}>
            <Moon aria-hidden />
            {t('header.themeDark')}
          </CommandItem>
          <CommandItem onSelect={() => run(() => setTheme('system'))}>
            <Monitor aria-hidden />
            {t('header.themeSystem')}
          </CommandItem>
        </CommandGroup>
      </CommandList>
    </CommandDialog>
  )
}
