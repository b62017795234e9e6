import { Button, Input } from '@fabula/ui'
import { FilterToggles } from '@/components/filter-toggles'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n'
import { TASK_PRIORITIES, TASK_STATUSES, tasksSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'

export function Component() {
  const [search, setSearch] = useSearch(tasksSearch)
  const active = search.status.length + search.priority.length + (search.filter ? 1 : 0)
  return (
    <Page title={t('page.tasks')} description={t('tasks.description')}>
      <search className="flex flex-col gap-3" aria-label={t('filters.search')}>
        <Input
          type="search"
          aria-label={t('filters.filterTasks')}
          placeholder={t('filters.filterTasks')}
          className="max-w-xs"
          defaultValue={search.filter}
          onChange={(event) => setSearch({ filter: event.currentTarget.value })}
        />
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
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <span>{t('filters.active', { count: active })}</span>
          <span>{t('filters.page', { page: search.page, pageSize: search.pageSize })}</span>
          {active > 0 && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setSearch({ status: [], priority: [], filter: '' })}
            >
              {t('filters.reset')}
            </Button>
          )}
        </div>
      </search>
      <NothingYet body={t('empty.tasks')} />
    </Page>
  )
}
