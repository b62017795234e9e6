import {
  LESSON_TOPICS,
  LESSON_TRANSLATION_LANGUAGES,
  type Lesson,
  type LessonSection,
  type LessonStatus,
  type LessonTopic,
} from '@fabula/lessons-api'
import { useAdminLesson, useSaveLesson } from '@fabula/lessons-api/react'
import { LANG_LEVELS } from '@fabula/profile-api'
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Input,
  Label,
  MultiSelect,
  Skeleton,
} from '@fabula/ui'
import { ArrowDown, ArrowLeft, ArrowUp, Plus, Trash2 } from 'lucide-react'
import * as React from 'react'
import { useServices } from '@/app/app-context'
import { notify } from '@/app/notify'
import { routeTable } from '@/app/route-table'
import { NothingYet } from '@/components/nothing-yet'
import { PreloadLink } from '@/components/preload-link'
import { LessonView, sectionName } from '@/features/lessons/lesson-view'
import { t } from '@/i18n/lessons'
import { userMessageOf } from '@/lib/errors'
import { languageName } from '@/lib/language-name'
import { adminLessonsSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'
import {
  SECTION_CHOICES,
  draftProblems,
  emptySection,
  lessonId,
  moved,
  newLesson,
  problemsAt,
  removed,
  replaced,
  slugOf,
  type DraftProblem,
  type SectionChoice,
} from './draft'
import { TextField } from './fields'
import { describePath } from './problem-path'
import { SectionEditor } from './section-editors'

const SELECT_CLASSES =
  'h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60'

/** The languages lessons are written for first (the shipped course), then every other one. */
export const LESSON_LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'pt'] as const

function Problems({
  problems,
  className,
}: {
  problems: readonly DraftProblem[]
  className?: string
}) {
  if (problems.length === 0) return null
  return (
    <ul className={className} data-testid="editor-problems">
      {problems.map((problem, index) => (
        <li key={index} className="text-sm text-red-700 dark:text-red-400">
          {describePath(problem.path)}: {problem.message}
        </li>
      ))}
    </ul>
  )
}

/** A structural key: the preview restarts when sections are added, removed or reordered. */
function structureOf(lesson: Lesson): string {
  return lesson.sections
    .map((section) => (section.kind === 'exercise' ? section.type : section.kind))
    .join(',')
}

function EditorForm({
  initial,
  initialStatus,
  isNew,
}: {
  initial: Lesson
  initialStatus: LessonStatus
  isNew: boolean
}) {
  const { lessons } = useServices()
  const [, setSearch] = useSearch(adminLessonsSearch)
  const save = useSaveLesson(lessons)
  const [draft, setDraft] = React.useState(initial)
  const [slug, setSlug] = React.useState(isNew ? '' : slugOf(initial.id))
  const [status, setStatus] = React.useState(initialStatus)
  const [adding, setAdding] = React.useState<SectionChoice>('explanation')
  const id = React.useId()
  const lesson = React.useMemo(
    () => (isNew ? { ...draft, id: lessonId(draft.language, draft.level, slug) } : draft),
    [draft, isNew, slug],
  )
  const problems = React.useMemo(() => draftProblems(lesson), [lesson])
  const update = (change: Partial<Lesson>) => setDraft((current) => ({ ...current, ...change }))
  const setSections = (sections: LessonSection[]) => update({ sections })

  const submit = (nextStatus: LessonStatus) => {
    if (problems.length > 0) return
    save.mutate(
      { lesson, status: nextStatus, isNew },
      {
        onSuccess: (stored) => {
          setStatus(stored.status)
          notify.success(
            stored.status === 'published' ? t('editor.savedPublished') : t('editor.savedDraft'),
          )
          if (isNew) setSearch({ edit: stored.lesson.id })
        },
        onError: (error) =>
          notify.error(t('editor.notSaved'), { description: userMessageOf(error) }),
      },
    )
  }

  const topicOptions = React.useMemo(
    () => LESSON_TOPICS.map((topic) => ({ value: topic, label: t(`topic.${topic}`) })),
    [],
  )

  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <form
        className="flex min-w-0 flex-col gap-4"
        aria-label={t('editor.form')}
        onSubmit={(event) => {
          event.preventDefault()
          submit(status)
        }}
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge
            variant={status === 'published' ? 'default' : 'outline'}
            data-testid="editor-status"
          >
            {t(`admin.status.${status}`)}
          </Badge>
          {problems.length > 0 ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('editor.problemCount', { count: problems.length })}
            </p>
          ) : (
            <p className="text-sm text-green-700 dark:text-green-400" aria-live="polite">
              {t('editor.ready')}
            </p>
          )}
        </div>

        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('editor.about')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-language`}>{t('editor.language')}</Label>
              <select
                id={`${id}-language`}
                className={SELECT_CLASSES}
                value={draft.language}
                disabled={!isNew}
                onChange={(event) => {
                  const language = event.target.value as Lesson['language']
                  update({
                    language,
                    translationLanguage: language === 'en' ? 'es' : 'en',
                  })
                }}
              >
                {LESSON_LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {languageName(code)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-level`}>{t('editor.level')}</Label>
              <select
                id={`${id}-level`}
                className={SELECT_CLASSES}
                value={draft.level}
                disabled={!isNew}
                onChange={(event) => update({ level: event.target.value as Lesson['level'] })}
              >
                {LANG_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </select>
            </div>
            {isNew ? (
              <TextField
                className="sm:col-span-2"
                label={t('editor.slug')}
                value={slug}
                onChange={(value) => setSlug(value.toLowerCase().replace(/\s+/g, '-'))}
                description={t('editor.slugHelp', { id: lesson.id })}
              />
            ) : (
              <p className="text-sm text-muted-foreground sm:col-span-2">
                {t('editor.idFixed', { id: lesson.id })}
              </p>
            )}
            <div className="grid gap-1">
              <Label htmlFor={`${id}-sub`}>{t('editor.subLevel')}</Label>
              <select
                id={`${id}-sub`}
                className={SELECT_CLASSES}
                value={draft.subLevel}
                onChange={(event) =>
                  update({ subLevel: Number(event.target.value) as Lesson['subLevel'] })
                }
              >
                {[1, 2, 3].map((sub) => (
                  <option key={sub} value={sub}>
                    {t(`editor.band.${sub as 1 | 2 | 3}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-translation`}>{t('editor.translationLanguage')}</Label>
              <select
                id={`${id}-translation`}
                className={SELECT_CLASSES}
                value={draft.translationLanguage}
                onChange={(event) =>
                  update({
                    translationLanguage: event.target.value as Lesson['translationLanguage'],
                  })
                }
              >
                {LESSON_TRANSLATION_LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {languageName(code)}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              className="sm:col-span-2"
              label={t('editor.title')}
              value={draft.title}
              onChange={(title) => update({ title })}
            />
            <TextField
              className="sm:col-span-2"
              label={t('editor.summary')}
              multiline
              value={draft.summary}
              onChange={(summary) => update({ summary })}
            />
            <div className="grid gap-1 sm:col-span-2">
              <Label id={`${id}-topics`}>{t('editor.topics')}</Label>
              <MultiSelect
                aria-labelledby={`${id}-topics`}
                options={topicOptions}
                value={draft.topics}
                onValueChange={(topics) => update({ topics: topics as LessonTopic[] })}
                placeholder={t('editor.topicsPlaceholder')}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-minutes`}>{t('editor.minutes')}</Label>
              <Input
                id={`${id}-minutes`}
                type="number"
                min={3}
                max={60}
                value={draft.estimatedMinutes}
                onChange={(event) => update({ estimatedMinutes: Number(event.target.value) })}
              />
            </div>
            <Problems
              className="sm:col-span-2"
              problems={problems.filter((p) => !p.path.startsWith('sections'))}
            />
          </CardContent>
        </Card>

        <Problems problems={problems.filter((p) => p.path === 'sections')} />
        {draft.sections.map((section, index) => (
          <Card key={index} data-testid="editor-section">
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle className="text-base">
                {t('editor.sectionHeading', { n: index + 1, name: sectionName(section) })}
              </CardTitle>
              <div className="flex gap-1">
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t('editor.sectionUp', { n: index + 1 })}
                  disabled={index === 0}
                  onClick={() => setSections(moved(draft.sections, index, -1))}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t('editor.sectionDown', { n: index + 1 })}
                  disabled={index === draft.sections.length - 1}
                  onClick={() => setSections(moved(draft.sections, index, 1))}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t('editor.sectionRemove', { n: index + 1 })}
                  onClick={() => setSections(removed(draft.sections, index))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </CardHeader>
            <CardContent className="grid gap-3">
              <SectionEditor
                section={section}
                lesson={lesson}
                onChange={(next) => setSections(replaced(draft.sections, index, next))}
              />
              <Problems problems={problemsAt(problems, `sections.${index}`)} />
            </CardContent>
          </Card>
        ))}
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-add`}>{t('editor.addSection')}</Label>
            <select
              id={`${id}-add`}
              className={SELECT_CLASSES}
              value={adding}
              onChange={(event) => setAdding(event.target.value as SectionChoice)}
            >
              {SECTION_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`lesson.kind.${choice}`)}
                </option>
              ))}
            </select>
          </div>
          <Button
            type="button"
            variant="outline"
            onClick={() => setSections([...draft.sections, emptySection(adding)])}
          >
            <Plus aria-hidden />
            {t('editor.add')}
          </Button>
        </div>

        <div className="sticky bottom-0 flex flex-wrap gap-2 border-t bg-background py-3">
          {isNew ? (
            <>
              <Button
                type="button"
                variant="outline"
                disabled={problems.length > 0 || save.isPending}
                onClick={() => submit('draft')}
              >
                {t('editor.saveDraft')}
              </Button>
              <Button
                type="button"
                disabled={problems.length > 0 || save.isPending}
                onClick={() => submit('published')}
              >
                {t('editor.saveAndPublish')}
              </Button>
            </>
          ) : (
            <>
              <Button type="submit" disabled={problems.length > 0 || save.isPending}>
                {t('editor.save')}
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={problems.length > 0 || save.isPending}
                onClick={() => submit(status === 'published' ? 'draft' : 'published')}
              >
                {status === 'published' ? t('editor.unpublish') : t('editor.publish')}
              </Button>
            </>
          )}
        </div>
      </form>

      <section aria-labelledby={`${id}-preview`} className="min-w-0 xl:sticky xl:top-20">
        <Card>
          <CardHeader>
            <CardTitle id={`${id}-preview`} className="text-base">
              {t('editor.preview')}
            </CardTitle>
            <p className="text-sm text-muted-foreground">{t('editor.previewHint')}</p>
          </CardHeader>
          <CardContent data-testid="lesson-preview">
            <h2 className="mb-4 text-2xl font-bold tracking-tight">
              {lesson.title || t('editor.untitled')}
            </h2>
            <LessonView key={structureOf(lesson)} lesson={lesson} recording={false} />
          </CardContent>
        </Card>
      </section>
    </div>
  )
}

/** The editor of one lesson (`editId`) or of a new one (`new`), with its live preview. */
export function LessonEditor({ editId }: { editId: string }) {
  const { lessons } = useServices()
  const [search] = useSearch(adminLessonsSearch)
  const isNew = editId === 'new'
  const stored = useAdminLesson(lessons, isNew ? '' : editId)
  const back = (
    <Button asChild variant="ghost" size="sm" className="self-start">
      <PreloadLink to={routeTable.adminLessons.href({ ...search, edit: '' })}>
        <ArrowLeft aria-hidden className="rtl:rotate-180" />
        {t('editor.back')}
      </PreloadLink>
    </Button>
  )
  if (isNew) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <EditorForm initial={newLesson('es', 'A1')} initialStatus="draft" isNew />
      </div>
    )
  }
  if (stored.isPending) return <Skeleton className="h-96 w-full" />
  if (stored.error) throw stored.error
  if (!stored.data) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <NothingYet body={t('editor.notFound', { id: editId })} />
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-4">
      {back}
      <EditorForm
        key={editId}
        initial={stored.data.lesson}
        initialStatus={stored.data.status}
        isNew={false}
      />
    </div>
  )
}
