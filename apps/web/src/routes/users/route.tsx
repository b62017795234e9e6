import { Button, Input } from '@fabula/ui'
import { FilterToggles } from '@/components/filter-toggles'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n'
import { USER_ROLES, USER_STATUSES, usersSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'

export function Component() {
  const [search, setSearch] = useSearch(usersSearch)
  const active = search.status.length + search.role.length + (search.username ? 1 : 0)
  return (
    <Page title={t('page.users')} description={t('users.description')}>
      <search className="flex flex-col gap-3" aria-label={t('filters.search')}>
        <Input
          type="search"
          aria-label={t('filters.username')}
          placeholder={t('filters.username')}
          className="max-w-xs"
          defaultValue={search.username}
          onChange={(event) => setSearch({ username: event.currentTarget.value })}
        />
        <FilterToggles
          label={t('filters.status')}
          options={USER_STATUSES}
          selected={search.status}
          labelFor={(status) => t(`users.status.${status}`)}
          onChange={(status) => setSearch({ status })}
        />
        <FilterToggles
          label={t('filters.role')}
          options={USER_ROLES}
          selected={search.role}
          labelFor={(role) => t(`users.role.${role}`)}
          onChange={(role) => setSearch({ role })}
        />
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <span>{t('filters.active', { count: active })}</span>
          <span>{t('filters.page', { page: search.page, pageSize: search.pageSize })}</span>
          {active > 0 && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setSearch({ status: [], role: [], username: '' })}
            >
              {t('filters.reset')}
            </Button>
          )}
        </div>
      </search>
      <NothingYet body={t('empty.users')} />
    </Page>
  )
}
