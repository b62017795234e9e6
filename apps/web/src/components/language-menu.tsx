import { cn } from '@fabula/ui'
import * as React from 'react'
import { t } from '@/i18n'
import { LocaleSchema } from '@/i18n/locales'
import { useLocale } from '@/i18n/locale-state'
import * as v from 'valibot'

/** A language's name in that language ("العربية", "日本語"), so anyone can find their own. */
function autonym(locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale
}

/**
 * The interface language menu (public pages and /settings/appearance): a native select, light
 * enough for the prerendered pages. The choice is remembered for a year (ADR 0062).
 */
export function LanguageMenu({ className, hint }: { className?: string; hint?: boolean }) {
  const { locale, available, chooseLocale, prefetchLocales } = useLocale()
  const id = React.useId()
  const [pending, setPending] = React.useState(false)
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={locale}
        disabled={pending}
        aria-describedby={hint ? `${id}-hint` : undefined}
        // About to be used: the other languages' words load now, so a choice switches at once.
        onPointerEnter={prefetchLocales}
        onFocus={prefetchLocales}
        onChange={(event) => {
          const parsed = v.safeParse(LocaleSchema, event.target.value)
          if (!parsed.success) return
          setPending(true)
          void chooseLocale(parsed.output).finally(() => setPending(false))
        }}
        className="h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {available.map((option) => (
          <option key={option} value={option} lang={option}>
            {autonym(option)}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('language.hint')}
        </p>
      )}
    </div>
  )
}
