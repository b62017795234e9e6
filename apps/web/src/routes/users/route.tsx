import { FilterToggles } from '@/components/filter-toggles'
import { ListFilters } from '@/components/list-filters'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n/more'
import { USER_ROLES, USER_STATUSES, usersSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'

export function Component() {
  const [search, setSearch] = useSearch(usersSearch)
  const active = search.status.length + search.role.length + (search.username ? 1 : 0)
  return (
    <Page title={t('page.users')} description={t('users.description')}>
      <ListFilters
        textLabel={t('filters.username')}
        textValue={search.username}
        onTextChange={(username) => setSearch({ username })}
        active={active}
        page={search.page}
        pageSize={search.pageSize}
        onReset={() => setSearch({ status: [], role: [], username: '' })}
      >
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
      </ListFilters>
      <NothingYet body={t('empty.users')} />
    </Page>
  )
}
