import { readTaskCsv, type TaskImportProblem } from '@fabula/staff-api'
import { useImportTasks } from '@fabula/staff-api/react'
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  FieldControl,
  FieldLabel,
  Input,
} from '@fabula/ui'
import * as React from 'react'
import { FormError } from '@/components/form-fields'
import { notify } from '@/app/notify'
import { useServices } from '@/app/app-context'
import { t } from '@/i18n/staff'
import { userMessageOf } from '@/lib/errors'

function problemText(problem: TaskImportProblem): string {
  const column = problem.column ?? ''
  switch (problem.code) {
    case 'not_found':
      return t(
        column === 'assignee' ? 'staff.import.not_found.assignee' : 'staff.import.not_found.id',
      )
    case 'too_many_rows':
      return t('staff.import.too_many_rows', { rows: problem.rows ?? 0, max: problem.max ?? 0 })
    case 'unknown_column':
    case 'missing_column':
    case 'duplicate_column':
    case 'required':
    case 'too_long':
    case 'invalid':
      return t(`staff.import.${problem.code}`, { column })
    default:
      return t(`staff.import.${problem.code}`)
  }
}

/** One problem in words: what is wrong, on which line (0 is the file as a whole). */
function describeProblem(problem: TaskImportProblem): string {
  const what = problemText(problem)
  return problem.line > 0
    ? t('staff.tasks.importLine', { line: problem.line, problem: what })
    : t('staff.tasks.importFileProblem', { problem: what })
}

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Imports tasks from a CSV file. The file is read and checked in the browser (every bad line
 * listed with its number); only a clean file goes to the server, which checks it again and
 * writes all of it in one transaction or nothing.
 */
export function ImportDialog({ open, onOpenChange }: ImportDialogProps) {
  const { staff } = useServices()
  const importTasks = useImportTasks(staff)
  const [problems, setProblems] = React.useState<TaskImportProblem[]>([])
  const [failure, setFailure] = React.useState<string>()
  const [file, setFile] = React.useState<File | null>(null)

  React.useEffect(() => {
    if (!open) {
      setProblems([])
      setFailure(undefined)
      setFile(null)
    }
  }, [open])

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setProblems([])
    setFailure(undefined)
    if (!file || file.size === 0) {
      setProblems([{ line: 0, code: 'empty' }])
      return
    }
    const read = readTaskCsv(await file.text())
    if (!read.ok) {
      setProblems(read.problems)
      return
    }
    try {
      const result = await importTasks.mutateAsync(read.rows)
      if (!result.ok) {
        setProblems(result.problems)
        return
      }
      notify.success(
        t('staff.tasks.imported', { created: result.created, updated: result.updated }),
      )
      onOpenChange(false)
    } catch (error) {
      const tooLarge =
        (error as { record?: { context?: { reason?: unknown } } }).record?.context?.reason ===
        'too_large'
      setFailure(tooLarge ? t('staff.tasks.importTooLarge') : userMessageOf(error))
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('staff.close')} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('staff.tasks.importTitle')}</DialogTitle>
          <DialogDescription>{t('staff.tasks.importDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <FormError>{failure}</FormError>
          <Field>
            <FieldLabel>{t('staff.tasks.importFile')}</FieldLabel>
            <FieldControl>
              <Input
                type="file"
                name="file"
                accept=".csv,text/csv"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null)
                  setProblems([])
                }}
              />
            </FieldControl>
          </Field>
          {problems.length > 0 ? (
            <div role="alert" className="grid gap-2 rounded-md bg-destructive/10 p-3 text-sm">
              <p className="font-medium text-destructive">
                {t('staff.tasks.importProblems', { count: problems.length })}
              </p>
              <ul className="max-h-60 list-disc overflow-y-auto ps-5" data-testid="import-problems">
                {problems.map((problem, index) => (
                  <li key={`${problem.line}-${problem.column ?? ''}-${index}`}>
                    {describeProblem(problem)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('staff.cancel')}
            </Button>
            <Button type="submit" loading={importTasks.isPending}>
              {t('staff.tasks.importSubmit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
