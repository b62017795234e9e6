import { can } from '@fabula/auth'
import type { HelpArticleRow } from '@fabula/help-center-api/contract'
import {
  useHelpArticle,
  useHelpArticles,
  useHelpFeedback,
  useHelpVote,
  useSetHelpArticlePublished,
  useVoteOnHelpArticle,
} from '@fabula/help-center-api/react'
import {
  Badge,
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Button,
} from '@fabula/ui'
import { ThumbsDown, ThumbsUp } from 'lucide-react'
import * as React from 'react'
import { useNavigate, useParams } from 'react-router'
import { useAccount, useServices } from '@/app/app-context'
import { notify } from '@/app/notify'
import { routeTable } from '@/app/route-table'
import { FormError } from '@/components/form-fields'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { ArticleBody } from '@/features/help-center/article-body'
import { ArticleEditor } from '@/features/help-center/article-editor'
import { SupportCard } from '@/features/help-center/support-card'
import { formatDate, t } from '@/i18n/apps-help'
import { userMessageOf } from '@/lib/errors'

/** "Was this helpful?": one answer per reader, changeable; editors also see the totals. */
function Helpful({ article, mayEdit }: { article: HelpArticleRow; mayEdit: boolean }) {
  const { userId } = useAccount()
  const { helpCenter } = useServices()
  const { data: vote } = useHelpVote(helpCenter, userId, article.id)
  const answer = useVoteOnHelpArticle(helpCenter, userId)
  const { data: feedback } = useHelpFeedback(helpCenter, userId, mayEdit)
  const totals = feedback?.get(article.id) ?? { helpful: 0, notHelpful: 0 }
  const choose = (helpful: boolean) => answer.mutate({ articleId: article.id, helpful })
  return (
    <section className="flex flex-col gap-2 border-t pt-4" aria-labelledby="helpful-title">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="helpful-title" className="font-medium">
          {t('help.helpful')}
        </h2>
        <div role="group" aria-labelledby="helpful-title" className="flex gap-2">
          <Button
            size="sm"
            variant={vote === true ? 'secondary' : 'outline'}
            aria-pressed={vote === true}
            disabled={answer.isPending}
            onClick={() => choose(true)}
          >
            <ThumbsUp aria-hidden />
            {t('help.yes')}
          </Button>
          <Button
            size="sm"
            variant={vote === false ? 'secondary' : 'outline'}
            aria-pressed={vote === false}
            disabled={answer.isPending}
            onClick={() => choose(false)}
          >
            <ThumbsDown aria-hidden />
            {t('help.no')}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {vote !== null && vote !== undefined ? t('help.thanks') : ''}
        </p>
      </div>
      <FormError>{answer.error ? userMessageOf(answer.error) : undefined}</FormError>
      {mayEdit && (
        <p className="text-sm text-muted-foreground" data-testid="help-feedback">
          {t('help.feedback', totals)}
        </p>
      )}
    </section>
  )
}

function EditorActions({ article }: { article: HelpArticleRow }) {
  const { userId } = useAccount()
  const { helpCenter } = useServices()
  const navigate = useNavigate()
  const publish = useSetHelpArticlePublished(helpCenter, userId)
  const [editing, setEditing] = React.useState(false)
  const published = article.status === 'published'
  const toggle = () =>
    publish.mutate(
      { id: article.id, published: !published },
      {
        onSuccess: () => notify.success(published ? t('help.unpublished') : t('help.published')),
        onError: (error) => notify.error(userMessageOf(error)),
      },
    )
  return (
    <>
      <Button variant="outline" onClick={() => setEditing(true)}>
        {t('help.edit')}
      </Button>
      <Button
        variant={published ? 'outline' : 'default'}
        disabled={publish.isPending}
        onClick={toggle}
      >
        {published ? t('help.unpublish') : t('help.publish')}
      </Button>
      <ArticleEditor
        article={article}
        open={editing}
        onOpenChange={setEditing}
        onSaved={(saved) => {
          if (saved.slug !== article.slug) {
            void navigate(routeTable.helpArticle.href({ slug: saved.slug }), { replace: true })
          }
        }}
      />
    </>
  )
}

export function Component() {
  const { slug = '' } = useParams()
  const { userId, role } = useAccount()
  const { helpCenter } = useServices()
  const { data: article } = useHelpArticle(helpCenter, userId, slug)
  const { data: list } = useHelpArticles(helpCenter, userId)
  const mayEdit = can(role, 'help-center:edit')
  const back = (
    <Button asChild variant="outline">
      <PreloadLink to={routeTable.helpCenter.href()}>{t('help.back')}</PreloadLink>
    </Button>
  )
  if (!article) {
    return (
      <Page title={t('page.helpArticle')}>
        <NothingYet body={t('help.notFound')} action={back} />
      </Page>
    )
  }
  const category = t(`help.category.${article.category}`)
  const related = (list?.rows ?? []).filter(
    (other) => other.category === article.category && other.id !== article.id,
  )
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb>
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <PreloadLink to={routeTable.helpCenter.href()}>{t('page.helpCenter')}</PreloadLink>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <PreloadLink to={routeTable.helpCenter.href({ category: article.category })}>
                {category}
              </PreloadLink>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>{article.title}</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>
      <Page
        title={article.title}
        description={article.summary}
        actions={mayEdit ? <EditorActions article={article} /> : undefined}
      >
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="outline">{category}</Badge>
          {article.status === 'draft' && <Badge tone="warning">{t('help.draft')}</Badge>}
          <span>{t('help.updated', { date: formatDate(Date.parse(article.updated_at)) })}</span>
        </div>
        <ArticleBody sections={article.sections} />
        <Helpful article={article} mayEdit={mayEdit} />
        {related.length > 0 && (
          <nav aria-labelledby="related-title" className="flex flex-col gap-2">
            <h2 id="related-title" className="font-medium">
              {t('help.related', { category })}
            </h2>
            <ul className="flex flex-col gap-1 text-sm">
              {related.map((other) => (
                <li key={other.id}>
                  <PreloadLink
                    to={routeTable.helpArticle.href({ slug: other.slug })}
                    className="hover:underline"
                  >
                    {other.title}
                  </PreloadLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <SupportCard />
      </Page>
    </div>
  )
}
