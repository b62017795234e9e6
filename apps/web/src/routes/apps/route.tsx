import { can } from '@fabula/auth'
import { staffRoleAtom } from '@fabula/auth'
import { Button, Input } from '@fabula/ui'
import { useAtomValue } from 'jotai'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n/more'
import { APP_TYPES, SORT_ORDERS, appsSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'

export function Component() {
  const [search, setSearch] = useSearch(appsSearch)
  const role = useAtomValue(staffRoleAtom)
  const mayConnect = can(role, 'apps:connect')
  return (
    <Page title={t('page.apps')} description={t('apps.description')}>
      <search className="flex flex-wrap items-center gap-3" aria-label={t('filters.search')}>
        <Input
          type="search"
          aria-label={t('filters.filterApps')}
          placeholder={t('filters.filterApps')}
          className="max-w-xs"
          defaultValue={search.filter}
          onChange={(event) => setSearch({ filter: event.currentTarget.value })}
        />
        <div role="group" aria-label={t('filters.type')} className="flex gap-1">
          {APP_TYPES.map((type) => (
            <Button
              key={type}
              size="sm"
              variant={(search.type ?? 'all') === type ? 'secondary' : 'outline'}
              aria-pressed={(search.type ?? 'all') === type}
              onClick={() => setSearch({ type })}
            >
              {t(`apps.type.${type}`)}
            </Button>
          ))}
        </div>
        <div role="group" aria-label={t('filters.sort')} className="flex gap-1">
          {SORT_ORDERS.map((sort) => (
            <Button
              key={sort}
              size="sm"
              variant={search.sort === sort ? 'secondary' : 'outline'}
              aria-pressed={search.sort === sort}
              onClick={() => setSearch({ sort: search.sort === sort ? undefined : sort })}
            >
              {t(`apps.sort.${sort}`)}
            </Button>
          ))}
        </div>
      </search>
      {!mayConnect && <p className="text-sm text-muted-foreground">{t('apps.connectStaffOnly')}</p>}
      <NothingYet body={t('empty.apps')} />
    </Page>
  )
}
