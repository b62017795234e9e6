import { AppError } from '@fabula/errors'
import {
  HELP_CATEGORIES,
  HelpArticleDraftSchema,
  type HelpArticleDraft,
  type HelpArticleRow,
  type HelpCategory,
} from '@fabula/help-center-api/contract'
import { useSaveHelpArticle } from '@fabula/help-center-api/react'
import { parseLessonMarkdown } from '@fabula/lessons-api'
import {
  Button,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  Textarea,
} from '@fabula/ui'
import { Plus, Trash2 } from 'lucide-react'
import * as React from 'react'
import * as v from 'valibot'
import { useAccount, useServices } from '@/app/app-context'
import { notify } from '@/app/notify'
import { FormError } from '@/components/form-fields'
import { t } from '@/i18n/apps-help'
import { userMessageOf } from '@/lib/errors'
import { NativeSelect } from '@/routes/read-generate/native-select'

/** What the editor holds: the article's fields as typed. */
interface EditorState {
  slug: string
  category: HelpCategory
  position: string
  title: string
  summary: string
  sections: { title: string; body: string }[]
}

function stateOf(article: HelpArticleRow | undefined, category: HelpCategory): EditorState {
  return article
    ? {
        slug: article.slug,
        category: article.category,
        position: String(article.position),
        title: article.title,
        summary: article.summary,
        sections: article.sections.map((section) => ({
          title: section.title ?? '',
          body: section.body,
        })),
      }
    : {
        slug: '',
        category,
        position: '1',
        title: '',
        summary: '',
        sections: [{ title: '', body: '' }],
      }
}

function draftOf(state: EditorState): unknown {
  return {
    slug: state.slug.trim(),
    category: state.category,
    position: /^\d+$/.test(state.position.trim()) ? Number(state.position.trim()) : state.position,
    title: state.title.trim(),
    summary: state.summary.trim(),
    sections: state.sections.map((section) =>
      section.title.trim() === ''
        ? { body: section.body }
        : { title: section.title.trim(), body: section.body },
    ),
  }
}

/** Problems by path (`title`, `sections.2.body`), first one each, from the article format. */
function problemsOf(state: EditorState): Map<string, string> {
  const parsed = v.safeParse(HelpArticleDraftSchema, draftOf(state))
  const problems = new Map<string, string>()
  if (parsed.success) return problems
  for (const issue of parsed.issues) {
    const path = v.getDotPath(issue) ?? ''
    if (!problems.has(path)) problems.set(path, issue.message)
  }
  return problems
}

/** Props of {@link ArticleEditor}. */
export interface ArticleEditorProps {
  /** The article to change; absent for a new one. */
  article?: HelpArticleRow | undefined
  /** A new article's category. */
  category?: HelpCategory
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved?: (article: HelpArticleRow) => void
}

/**
 * The help-article editor (admins and superadmins), in a sheet. Every rule of the article format
 * — the lesson Markdown subset included, with each problem on its line — is checked while typing
 * and before saving; the `help-center` function checks again.
 */
export function ArticleEditor({
  article,
  category = 'getting-started',
  open,
  onOpenChange,
  onSaved,
}: ArticleEditorProps) {
  const { helpCenter } = useServices()
  const { userId } = useAccount()
  const save = useSaveHelpArticle(helpCenter, userId)
  const [state, setState] = React.useState(() => stateOf(article, category))
  const [tried, setTried] = React.useState(false)
  const [formError, setFormError] = React.useState<string>()
  const [slugTaken, setSlugTaken] = React.useState(false)

  React.useEffect(() => {
    if (!open) return
    setState(stateOf(article, category))
    setTried(false)
    setFormError(undefined)
    setSlugTaken(false)
    // Opening starts from the stored article; a refetch must not wipe what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, article?.id])

  const problems = problemsOf(state)
  /** The field's problem in words, once a save was tried; the format's own text stays internal. */
  const shown = (path: string, words: string) => (tried && problems.has(path) ? words : undefined)
  const set = <K extends keyof EditorState>(key: K, value: EditorState[K]) => {
    setState((current) => ({ ...current, [key]: value }))
    if (key === 'slug') setSlugTaken(false)
  }
  const setSection = (index: number, change: Partial<EditorState['sections'][number]>) =>
    set(
      'sections',
      state.sections.map((section, i) => (i === index ? { ...section, ...change } : section)),
    )

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setTried(true)
    setFormError(undefined)
    if (problems.size > 0) {
      setFormError(t('help.problems'))
      return
    }
    const draft = draftOf(state) as HelpArticleDraft
    save.mutate(article ? { article: draft, id: article.id } : { article: draft }, {
      onSuccess: (saved) => {
        notify.success(t('help.saved'))
        onOpenChange(false)
        onSaved?.(saved)
      },
      onError: (error) => {
        const reason =
          error instanceof AppError
            ? (error.record.context?.function as { reason?: unknown } | undefined)?.reason
            : undefined
        if (reason === 'slug_taken') setSlugTaken(true)
        else setFormError(userMessageOf(error))
      },
    })
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full sm:max-w-2xl" closeLabel={t('apps.cancel')}>
        <form onSubmit={submit} className="flex flex-1 flex-col gap-4 p-4" noValidate>
          <SheetHeader className="p-0">
            <SheetTitle>{article ? t('help.editorTitle') : t('help.newTitle')}</SheetTitle>
            <SheetDescription>{t('help.editorDescription')}</SheetDescription>
          </SheetHeader>
          <Field>
            <FieldLabel>{t('help.field.title')}</FieldLabel>
            <FieldControl>
              <Input value={state.title} onChange={(event) => set('title', event.target.value)} />
            </FieldControl>
            <FieldError>{shown('title', t('help.fieldError.title'))}</FieldError>
          </Field>
          <Field>
            <FieldLabel>{t('help.field.summary')}</FieldLabel>
            <FieldControl>
              <Input
                value={state.summary}
                onChange={(event) => set('summary', event.target.value)}
              />
            </FieldControl>
            <FieldError>{shown('summary', t('help.fieldError.summary'))}</FieldError>
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field className="sm:col-span-3">
              <FieldLabel>{t('help.field.slug')}</FieldLabel>
              <FieldControl>
                <Input
                  value={state.slug}
                  spellCheck={false}
                  onChange={(event) => set('slug', event.target.value)}
                />
              </FieldControl>
              <FieldDescription>{t('help.field.slugHint')}</FieldDescription>
              <FieldError>
                {slugTaken ? t('help.slugTaken') : shown('slug', t('help.fieldError.slug'))}
              </FieldError>
            </Field>
            <Field className="sm:col-span-2">
              <FieldLabel>{t('help.field.category')}</FieldLabel>
              <FieldControl>
                <NativeSelect
                  value={state.category}
                  onChange={(event) => set('category', event.target.value as HelpCategory)}
                >
                  {HELP_CATEGORIES.map((option) => (
                    <option key={option} value={option}>
                      {t(`help.category.${option}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FieldControl>
            </Field>
            <Field>
              <FieldLabel>{t('help.field.position')}</FieldLabel>
              <FieldControl>
                <Input
                  inputMode="numeric"
                  value={state.position}
                  onChange={(event) => set('position', event.target.value)}
                />
              </FieldControl>
              <FieldError>{shown('position', t('help.fieldError.position'))}</FieldError>
            </Field>
          </div>
          {state.sections.map((section, index) => {
            const markdown = parseLessonMarkdown(section.body).problems
            return (
              <fieldset key={index} className="flex flex-col gap-3 rounded-md border p-3">
                <legend className="px-1 text-sm font-medium">
                  {t('help.section', { n: index + 1 })}
                </legend>
                <Field>
                  <FieldLabel>{t('help.field.sectionTitle')}</FieldLabel>
                  <FieldControl>
                    <Input
                      value={section.title}
                      onChange={(event) => setSection(index, { title: event.target.value })}
                    />
                  </FieldControl>
                  <FieldError>
                    {shown(`sections.${index}.title`, t('help.fieldError.sectionTitle'))}
                  </FieldError>
                </Field>
                <Field invalid={markdown.length > 0}>
                  <FieldLabel>{t('help.field.body')}</FieldLabel>
                  <FieldControl>
                    <Textarea
                      rows={8}
                      value={section.body}
                      onChange={(event) => setSection(index, { body: event.target.value })}
                    />
                  </FieldControl>
                  {markdown.length > 0 ? (
                    <ul className="text-sm text-destructive" data-testid="markdown-problems">
                      {markdown.map((problem) => (
                        <li key={problem}>{problem}</li>
                      ))}
                    </ul>
                  ) : (
                    <FieldError>
                      {shown(`sections.${index}.body`, t('help.fieldError.body'))}
                    </FieldError>
                  )}
                </Field>
                {state.sections.length > 1 && (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    className="self-end"
                    onClick={() =>
                      set(
                        'sections',
                        state.sections.filter((_, i) => i !== index),
                      )
                    }
                  >
                    <Trash2 aria-hidden />
                    {t('help.removeSection', { n: index + 1 })}
                  </Button>
                )}
              </fieldset>
            )
          })}
          {state.sections.length < 12 && (
            <Button
              type="button"
              variant="outline"
              className="self-start"
              onClick={() => set('sections', [...state.sections, { title: '', body: '' }])}
            >
              <Plus aria-hidden />
              {t('help.addSection')}
            </Button>
          )}
          <FormError>{formError}</FormError>
          <SheetFooter className="mt-auto flex-row justify-end gap-2 p-0">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('help.saving') : t('help.save')}
            </Button>
          </SheetFooter>
        </form>
      </SheetContent>
    </Sheet>
  )
}
