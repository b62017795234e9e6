import { TARGET_LANGUAGES } from '@fabula/profile-api'
import { useProfile } from '@fabula/profile-api/react'
import { TEXT_IMPORT_LIMITS, type TextImportFormat } from '@fabula/reading-api'
import { useImportText, wordStatusesQueryOptions } from '@fabula/reading-api/react'
import {
  Button,
  Card,
  CardContent,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
  Skeleton,
  Textarea,
} from '@fabula/ui'
import { FileUp } from 'lucide-react'
import * as React from 'react'
import { useNavigate } from 'react-router'
import { useAccount, useServices } from '@/app/app-context'
import { routeTable } from '@/app/route-table'
import { FormError } from '@/components/form-fields'
import { Page } from '@/components/page'
import { frequencyRanksQueryOptions } from '@/features/reading/frequency-ranks'
import { t } from '@/i18n/learner'
import { userMessageOf } from '@/lib/errors'
import { languageName } from '@/lib/language-name'
import { NativeSelect } from '@/routes/read-generate/native-select'
import { measureParts } from './measure'
import { ImportError, type ParsedText } from './parse/import-error'
import { plainTextChapters } from './parse/plain-text'
import { ACCEPTED_FILES, readImportFile, titleFromFileName } from './parse/read-text'
import { splitIntoParts } from './parse/split'

const LANGUAGE_OPTIONS = [...TARGET_LANGUAGES]
  .map((code) => ({ code, name: languageName(code) }))
  .sort((a, b) => a.name.localeCompare(b.name))

/** An ImportError in words, with its numbers. */
function importErrorMessage(error: ImportError): string {
  const { params } = error
  switch (error.code) {
    case 'FILE_TOO_LARGE':
      return t('import.error.FILE_TOO_LARGE', { size: params.size ?? 0, max: params.max ?? 0 })
    case 'TOO_MANY_WORDS':
      return t('import.error.TOO_MANY_WORDS', { words: params.words ?? 0, max: params.max ?? 0 })
    case 'TOO_MANY_PARTS':
      return t('import.error.TOO_MANY_PARTS', { parts: params.parts ?? 0, max: params.max ?? 0 })
    case 'EPUB_TOO_LARGE':
      return t('import.error.EPUB_TOO_LARGE', { max: params.max ?? 0 })
    default:
      return t(`import.error.${error.code}`)
  }
}

type Source = 'paste' | 'file'

function ImportForm() {
  const navigate = useNavigate()
  const { userId } = useAccount()
  const { profiles, reading, queryClient } = useServices()
  const { data: profile } = useProfile(profiles, userId)
  const importText = useImportText(reading, userId)
  const [source, setSource] = React.useState<Source>('paste')
  const [title, setTitle] = React.useState('')
  const [language, setLanguage] = React.useState<string>(profile?.tl ?? 'es')
  const [text, setText] = React.useState('')
  const [file, setFile] = React.useState<File | null>(null)
  const [errors, setErrors] = React.useState<{ title?: string; source?: string; form?: string }>({})
  const [pending, setPending] = React.useState(false)
  const id = React.useId()

  const onFile = (chosen: File | null) => {
    setFile(chosen)
    if (chosen && title.trim() === '') setTitle(titleFromFileName(chosen.name))
  }

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    const next: typeof errors = {}
    if (source === 'paste' && text.trim() === '') next.source = t('import.error.EMPTY_PASTE')
    if (source === 'file' && !file) next.source = t('import.fileRequired')
    if (title.trim().length > TEXT_IMPORT_LIMITS.maxTitleLength) {
      next.title = t('import.titleRequired', { max: TEXT_IMPORT_LIMITS.maxTitleLength })
    }
    setErrors(next)
    if (Object.keys(next).length > 0) return
    setPending(true)
    try {
      // Everything is read, checked and split here, in the browser: a file that cannot be read
      // never reaches the server.
      let parsed: ParsedText
      let format: TextImportFormat = 'paste'
      if (source === 'file' && file) {
        const read = await readImportFile(file)
        parsed = read
        format = read.format
      } else {
        parsed = { title: null, chapters: plainTextChapters(text) }
      }
      const finalTitle = (title.trim() || parsed.title || t('page.readImport')).slice(
        0,
        TEXT_IMPORT_LIMITS.maxTitleLength,
      )
      const split = splitIntoParts(parsed.chapters, finalTitle, language)
      const [ranks, statuses] = await Promise.all([
        queryClient.fetchQuery(frequencyRanksQueryOptions(language)),
        queryClient.fetchQuery(wordStatusesQueryOptions(reading, userId, language)),
      ])
      const parts = measureParts(
        split,
        language,
        { level: profile?.lang_lvl, subLevel: profile?.lang_sub_lvl },
        statuses,
        ranks,
      )
      const imported = await importText.mutateAsync({
        title: finalTitle,
        language: language as (typeof TARGET_LANGUAGES)[number],
        native_language: profile?.nl ?? 'en',
        format,
        parts,
      })
      await navigate(routeTable.story.href({ id: imported.firstStoryId }))
    } catch (error) {
      setErrors({
        form:
          error instanceof ImportError
            ? importErrorMessage(error)
            : `${t('import.failed')} ${userMessageOf(error)}`,
      })
    } finally {
      setPending(false)
    }
  }

  return (
    <Card>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
          <p className="text-sm text-muted-foreground" data-testid="import-limits">
            {t('import.limits', {
              mb: TEXT_IMPORT_LIMITS.maxFileBytes / 1024 / 1024,
              words: TEXT_IMPORT_LIMITS.maxWords,
            })}
          </p>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('import.source')}</legend>
            <RadioGroup
              value={source}
              onValueChange={(value) => setSource(value === 'file' ? 'file' : 'paste')}
              className="flex flex-wrap gap-4"
            >
              <div className="flex items-center gap-2">
                <RadioGroupItem value="paste" id={`${id}-paste`} />
                <Label htmlFor={`${id}-paste`}>{t('import.paste')}</Label>
              </div>
              <div className="flex items-center gap-2">
                <RadioGroupItem value="file" id={`${id}-file`} />
                <Label htmlFor={`${id}-file`}>{t('import.file')}</Label>
              </div>
            </RadioGroup>
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field>
              <FieldLabel>{t('import.title')}</FieldLabel>
              <FieldControl>
                <Input
                  name="title"
                  value={title}
                  maxLength={TEXT_IMPORT_LIMITS.maxTitleLength}
                  onChange={(event) => setTitle(event.currentTarget.value)}
                />
              </FieldControl>
              <FieldDescription>
                {t('import.titleHint', { max: TEXT_IMPORT_LIMITS.maxTitleLength })}
              </FieldDescription>
              <FieldError>{errors.title}</FieldError>
            </Field>
            <Field>
              <FieldLabel>{t('import.language')}</FieldLabel>
              <FieldControl>
                <NativeSelect
                  name="language"
                  value={language}
                  onChange={(event) => setLanguage(event.currentTarget.value)}
                >
                  {LANGUAGE_OPTIONS.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.name}
                    </option>
                  ))}
                </NativeSelect>
              </FieldControl>
            </Field>
          </div>
          {source === 'paste' ? (
            <Field>
              <FieldLabel>{t('import.text')}</FieldLabel>
              <FieldControl>
                <Textarea
                  name="text"
                  rows={12}
                  className="min-h-48"
                  value={text}
                  dir="auto"
                  lang={language}
                  placeholder={t('import.textPlaceholder')}
                  onChange={(event) => setText(event.currentTarget.value)}
                />
              </FieldControl>
              <FieldError>{errors.source}</FieldError>
            </Field>
          ) : (
            <Field>
              <FieldLabel>{t('import.chooseFile')}</FieldLabel>
              <FieldControl>
                <Input
                  type="file"
                  name="file"
                  accept={ACCEPTED_FILES}
                  onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
                />
              </FieldControl>
              <FieldError>{errors.source}</FieldError>
            </Field>
          )}
          <FormError>{errors.form}</FormError>
          <div>
            <Button type="submit" loading={pending}>
              <FileUp aria-hidden />
              {pending ? t('import.working') : t('import.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

export function Component() {
  const { userId } = useAccount()
  const { isPending } = useProfile(useServices().profiles, userId)
  return (
    <Page title={t('page.readImport')} description={t('import.description')}>
      {isPending ? <Skeleton className="h-96 w-full" /> : <ImportForm />}
    </Page>
  )
}
