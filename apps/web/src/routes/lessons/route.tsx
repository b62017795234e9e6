import { Button } from '@fabula/ui'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n/more'
import { LESSON_TABS, lessonsSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'

export function Component() {
  const [search, setSearch] = useSearch(lessonsSearch)
  return (
    <Page title={t('page.lessons')} description={t('lessons.description')}>
      <nav aria-label={t('page.lessons')} className="flex gap-1">
        {LESSON_TABS.map((tab) => (
          <Button
            key={tab}
            size="sm"
            variant={search.tab === tab ? 'secondary' : 'ghost'}
            aria-current={search.tab === tab ? 'page' : undefined}
            onClick={() => setSearch({ tab })}
          >
            {t(`lessons.tab.${tab}`)}
          </Button>
        ))}
      </nav>
      <NothingYet body={t('empty.lessons')} />
    </Page>
  )
}
