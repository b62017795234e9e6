import { can } from '@fabula/auth'
import { HELP_CATEGORIES, type HelpCategory } from '@fabula/help-center-api/contract'
import { snippetParts, type HelpArticleSummary } from '@fabula/help-center-api'
import { useHelpArticles, useHelpSearch } from '@fabula/help-center-api/react'
import { Badge, Button, Card, CardContent, CardHeader, Input, Label } from '@fabula/ui'
import { Plus, Search } from 'lucide-react'
import * as React from 'react'
import { useNavigate } from 'react-router'
import { useAccount, useServices } from '@/app/app-context'
import { routeTable } from '@/app/route-table'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { ArticleEditor } from '@/features/help-center/article-editor'
import { SupportCard } from '@/features/help-center/support-card'
import { t } from '@/i18n/apps-help'
import { helpCenterSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'

function SearchBox() {
  const [search, setSearch] = useSearch(helpCenterSearch)
  const id = React.useId()
  return (
    <search className="flex flex-col gap-1" aria-label={t('help.searchLabel')}>
      <Label htmlFor={id}>{t('help.searchLabel')}</Label>
      <div className="relative max-w-xl">
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          className="ps-9"
          placeholder={t('help.searchPlaceholder')}
          defaultValue={search.q}
          onChange={(event) => setSearch({ q: event.currentTarget.value })}
        />
      </div>
    </search>
  )
}

function Results({ q }: { q: string }) {
  const { userId } = useAccount()
  const { data: hits, isPlaceholderData } = useHelpSearch(useServices().helpCenter, userId, {
    text: q,
  })
  if (!hits) return null
  return (
    <section className="flex flex-col gap-3" aria-busy={isPlaceholderData}>
      <h2 className="font-semibold" aria-live="polite">
        {t('help.results', { count: hits.length, q })}
      </h2>
      {hits.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('help.noResultsHint')}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="help-results">
          {hits.map((hit) => (
            <li key={hit.id} className="rounded-lg border p-4">
              <div className="flex flex-wrap items-center gap-2">
                <PreloadLink
                  to={routeTable.helpArticle.href({ slug: hit.slug })}
                  className="font-medium hover:underline"
                >
                  {hit.title}
                </PreloadLink>
                <Badge variant="outline">{t(`help.category.${hit.category}`)}</Badge>
                {hit.status === 'draft' && <Badge tone="warning">{t('help.draft')}</Badge>}
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {snippetParts(hit.snippet).map((part, index) =>
                  part.match ? (
                    <mark
                      key={index}
                      className="rounded-sm bg-tone-warning-bg px-0.5 text-foreground"
                    >
                      {part.text}
                    </mark>
                  ) : (
                    <React.Fragment key={index}>{part.text}</React.Fragment>
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function CategoryFilter({ present }: { present: ReadonlySet<HelpCategory> }) {
  const [search, setSearch] = useSearch(helpCenterSearch)
  return (
    <nav aria-label={t('help.allCategories')} className="flex flex-wrap gap-1">
      <Button
        size="sm"
        variant={search.category === undefined ? 'secondary' : 'ghost'}
        aria-current={search.category === undefined ? 'page' : undefined}
        onClick={() => setSearch({ category: undefined })}
      >
        {t('help.allCategories')}
      </Button>
      {HELP_CATEGORIES.filter((category) => present.has(category)).map((category) => (
        <Button
          key={category}
          size="sm"
          variant={search.category === category ? 'secondary' : 'ghost'}
          aria-current={search.category === category ? 'page' : undefined}
          onClick={() => setSearch({ category })}
        >
          {t(`help.category.${category}`)}
        </Button>
      ))}
    </nav>
  )
}

function Category({
  category,
  articles,
}: {
  category: HelpCategory
  articles: HelpArticleSummary[]
}) {
  return (
    <Card data-testid={`help-category-${category}`}>
      <CardHeader>
        <h2 className="font-semibold">{t(`help.category.${category}`)}</h2>
        <p className="text-sm text-muted-foreground">
          {t('help.articles', { count: articles.length })}
        </p>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {articles.map((article) => (
            <li key={article.id}>
              <div className="flex flex-wrap items-center gap-2">
                <PreloadLink
                  to={routeTable.helpArticle.href({ slug: article.slug })}
                  className="font-medium hover:underline"
                >
                  {article.title}
                </PreloadLink>
                {article.status === 'draft' && <Badge tone="warning">{t('help.draft')}</Badge>}
              </div>
              <p className="text-sm text-muted-foreground">{article.summary}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

export function Component() {
  const [search] = useSearch(helpCenterSearch)
  const { userId, role } = useAccount()
  const { helpCenter } = useServices()
  const navigate = useNavigate()
  const { data: list } = useHelpArticles(helpCenter, userId)
  const [creating, setCreating] = React.useState(false)
  const mayEdit = can(role, 'help-center:edit')
  const articles = list?.rows ?? []
  const present = new Set(articles.map((article) => article.category))
  const shown = HELP_CATEGORIES.filter(
    (category) => present.has(category) && (!search.category || search.category === category),
  )
  return (
    <Page
      title={t('page.helpCenter')}
      description={t('help.description')}
      actions={
        mayEdit ? (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            {t('help.new')}
          </Button>
        ) : undefined
      }
    >
      <SearchBox />
      {search.q && <Results q={search.q} />}
      {articles.length === 0 ? (
        <NothingYet body={t('help.none')} />
      ) : (
        <>
          <CategoryFilter present={present} />
          <div className="grid items-start gap-4 lg:grid-cols-2">
            {shown.map((category) => (
              <Category
                key={category}
                category={category}
                articles={articles.filter((article) => article.category === category)}
              />
            ))}
          </div>
        </>
      )}
      <SupportCard />
      {mayEdit && (
        <ArticleEditor
          category={search.category ?? 'getting-started'}
          open={creating}
          onOpenChange={setCreating}
          onSaved={(saved) => void navigate(routeTable.helpArticle.href({ slug: saved.slug }))}
        />
      )}
    </Page>
  )
}
