import { AppError } from '@fabula/errors'
import { TARGET_LANGUAGES } from '@fabula/profile-api'
import type { ImportProblem, VocabularyImportRow } from '@fabula/reading-api'
import { useImportVocabulary } from '@fabula/reading-api/react'
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Input,
  Label,
} from '@fabula/ui'
import { Upload } from 'lucide-react'
import * as React from 'react'
import * as v from 'valibot'
import { useAccount, useServices } from '@/app/app-context'
import { notify } from '@/app/notify'
import { importFromCsv } from '@/features/reading/vocabulary-csv'
import { t } from '@/i18n/words'
import { userMessageOf } from '@/lib/errors'
import { languageName } from '@/lib/language-name'
import { NativeSelect } from '@/routes/read-generate/native-select'

/** Largest import file read. */
const MAX_FILE_BYTES = 2 * 1024 * 1024

const ProblemsSchema = v.array(v.object({ line: v.number(), field: v.string() }))

/** A problem of one line, in words. */
function describeProblem({ field }: ImportProblem): string {
  if (field === 'column:term') return t('vocabulary.problem.columnTerm')
  if (field.startsWith('column:')) {
    return t('vocabulary.problem.column', { column: field.slice('column:'.length) })
  }
  switch (field) {
    case 'term':
    case 'text':
    case 'status':
    case 'meaning':
    case 'note':
    case 'sentence':
    case 'language':
    case 'kind':
    case 'header':
      return t(`vocabulary.problem.${field}`)
    default:
      return t('vocabulary.problem.row')
  }
}

/**
 * Import from a CSV file: read and checked in the browser (every bad line is listed with its
 * number), then sent in one call the database checks again and writes all or nothing.
 */
export function ImportDialog({ defaultLanguage }: { defaultLanguage: string }) {
  const { userId } = useAccount()
  const importRows = useImportVocabulary(useServices().reading, userId)
  const [open, setOpen] = React.useState(false)
  const [language, setLanguage] = React.useState(defaultLanguage)
  const [text, setText] = React.useState<string | null>(null)
  const [error, setError] = React.useState<string | null>(null)
  const [serverProblems, setServerProblems] = React.useState<ImportProblem[]>([])
  const id = React.useId()
  const parsed = React.useMemo(
    () => (text === null ? null : importFromCsv(text, { language })),
    [text, language],
  )
  const problems = parsed?.problems.length ? parsed.problems : serverProblems

  const reset = () => {
    setText(null)
    setError(null)
    setServerProblems([])
    setLanguage(defaultLanguage)
  }

  const onFile = async (file: File | undefined) => {
    setServerProblems([])
    setError(null)
    if (!file) return setText(null)
    if (file.size > MAX_FILE_BYTES) {
      setText(null)
      return setError(t('vocabulary.importTooBig'))
    }
    setText(await file.text())
  }

  const submit = async (rows: VocabularyImportRow[]) => {
    try {
      const count = await importRows.mutateAsync(rows)
      notify.success(t('vocabulary.importDone', { count }))
      setOpen(false)
      reset()
    } catch (caught) {
      const listed =
        caught instanceof AppError
          ? v.safeParse(ProblemsSchema, caught.record.context?.problems)
          : null
      if (listed?.success) setServerProblems(listed.output)
      else setError(userMessageOf(caught))
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) reset()
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden />
          {t('vocabulary.import')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('vocabulary.importTitle')}</DialogTitle>
          <DialogDescription>{t('vocabulary.importDescription')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-file`}>{t('vocabulary.importFile')}</Label>
            <Input
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(event) => void onFile(event.currentTarget.files?.[0])}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-language`}>{t('vocabulary.importLanguage')}</Label>
            <NativeSelect
              id={`${id}-language`}
              value={language}
              onChange={(event) => setLanguage(event.target.value)}
            >
              {TARGET_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </NativeSelect>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          {problems.length > 0 ? (
            <div role="alert" className="flex flex-col gap-1 text-sm" data-testid="import-problems">
              <p className="font-medium text-destructive">
                {t('vocabulary.importProblems', { count: problems.length })}
              </p>
              <ul className="max-h-48 list-disc overflow-y-auto ps-5">
                {problems.slice(0, 200).map((problem, i) => (
                  <li key={`${problem.line}-${problem.field}-${i}`}>
                    {t('vocabulary.importProblem', {
                      line: problem.line,
                      problem: describeProblem(problem),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : parsed && parsed.rows.length > 0 ? (
            <p className="text-sm text-muted-foreground" role="status">
              {t('vocabulary.importReady', { count: parsed.rows.length })}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button
            disabled={
              !parsed || parsed.rows.length === 0 || problems.length > 0 || importRows.isPending
            }
            onClick={() => parsed && void submit(parsed.rows)}
          >
            {t('vocabulary.importSubmit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
