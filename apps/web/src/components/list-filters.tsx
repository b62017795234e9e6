import { Button, Input } from '@fabula/ui'
import type * as React from 'react'
import { t } from '@/i18n/pages'

/** Props of {@link ListFilters}. */
export interface ListFiltersProps {
  /** Label and placeholder of the free-text filter. */
  textLabel: string
  textValue: string
  onTextChange: (value: string) => void
  /** How many filters are set (shown, and whether Reset appears). */
  active: number
  page: number
  pageSize: number
  onReset: () => void
  /** The list's FilterToggles groups. */
  children: React.ReactNode
}

/** The filter bar of a staff list page: text filter, toggle groups, counts and Reset. */
export function ListFilters({
  textLabel,
  textValue,
  onTextChange,
  active,
  page,
  pageSize,
  onReset,
  children,
}: ListFiltersProps) {
  return (
    <search className="flex flex-col gap-3" aria-label={t('filters.search')}>
      <Input
        type="search"
        aria-label={textLabel}
        placeholder={textLabel}
        className="max-w-xs"
        defaultValue={textValue}
        onChange={(event) => onTextChange(event.currentTarget.value)}
      />
      {children}
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        <span>{t('filters.active', { count: active })}</span>
        <span>{t('filters.page', { page, pageSize })}</span>
        {active > 0 && (
          <Button variant="ghost" size="sm" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        )}
      </div>
    </search>
  )
}
