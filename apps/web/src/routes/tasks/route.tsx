import { FilterToggles } from '@/components/filter-toggles'
import { ListFilters } from '@/components/list-filters'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n/more'
import { TASK_PRIORITIES, TASK_STATUSES, tasksSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'

export function Component() {
  const [search, setSearch] = useSearch(tasksSearch)
  const active = search.status.length + search.priority.length + (search.filter ? 1 : 0)
  return (
    <Page title={t('page.tasks')} description={t('tasks.description')}>
      <ListFilters
        textLabel={t('filters.filterTasks')}
        textValue={search.filter}
        onTextChange={(filter) => setSearch({ filter })}
        active={active}
        page={search.page}
        pageSize={search.pageSize}
        onReset={() => setSearch({ status: [], priority: [], filter: '' })}
      >
        <FilterToggles
          label={t('filters.status')}
          options={TASK_STATUSES}
          selected={search.status}
          labelFor={(status) => t(`tasks.status.${status}`)}
          onChange={(status) => setSearch({ status })}
        />
        <FilterToggles
          label={t('filters.priority')}
          options={TASK_PRIORITIES}
          selected={search.priority}
          labelFor={(priority) => t(`tasks.priority.${priority}`)}
          onChange={(priority) => setSearch({ priority })}
        />
      </ListFilters>
      <NothingYet body={t('empty.tasks')} />
    </Page>
  )
}
