import {
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_LABELS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TITLE_MAX_LENGTH,
  type Task,
} from '@fabula/staff-api'
import { useAssignees, useSaveTask } from '@fabula/staff-api/react'
import {
  Button,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  Textarea,
} from '@fabula/ui'
import * as React from 'react'
import * as v from 'valibot'
import { FormError, TextField } from '@/components/form-fields'
import { notify } from '@/app/notify'
import { useServices } from '@/app/app-context'
import { formatDateTime, t } from '@/i18n/staff'
import { userMessageOf } from '@/lib/errors'
import { useValibotForm } from '@/lib/form'
import { ChoiceField } from './choice-field'

/** The Select needs a non-empty value for "nobody". */
const NOBODY = 'none'

/** The task form: what the database checks too, worded for the sheet. */
const TaskFormSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(() => t('staff.tasks.titleRequired')),
    v.maxLength(TASK_TITLE_MAX_LENGTH, () => t('staff.tasks.titleTooLong')),
  ),
  description: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(TASK_DESCRIPTION_MAX_LENGTH, () => t('staff.tasks.descriptionTooLong')),
  ),
  status: v.picklist(TASK_STATUSES),
  priority: v.picklist(TASK_PRIORITIES),
  label: v.picklist(TASK_LABELS),
  assignee: v.pipe(
    v.optional(v.string(), NOBODY),
    v.transform((id) => (id === NOBODY ? null : id)),
    v.nullable(v.pipe(v.string(), v.uuid())),
  ),
})

/** Which task the sheet shows: a new one, or one to edit. */
export type SheetTarget = { kind: 'new' } | { kind: 'edit'; task: Task } | null

/** Props of {@link TaskSheet}. */
export interface TaskSheetProps {
  target: SheetTarget
  onClose: () => void
}

/** Creates or edits a task: title, description, status, priority, label and assignee. */
export function TaskSheet({ target, onClose }: TaskSheetProps) {
  const { staff } = useServices()
  const assignees = useAssignees(staff)
  const save = useSaveTask(staff)
  const task = target?.kind === 'edit' ? target.task : undefined
  const form = useValibotForm(TaskFormSchema, async ({ assignee, ...fields }) => {
    try {
      const saved = await save.mutateAsync({
        ...(task ? { id: task.id } : {}),
        input: { ...fields, assignee_id: assignee },
      })
      if (!saved) {
        form.setFormError(t('staff.tasks.gone'))
        return
      }
      notify.success(t(task ? 'staff.tasks.saved' : 'staff.tasks.created', { id: saved.id }))
      onClose()
    } catch (error) {
      form.setFormError(userMessageOf(error))
    }
  })
  const { setFormError } = form
  // A refusal belongs to the attempt it answered, not to the next task.
  React.useEffect(() => setFormError(undefined), [target, setFormError])
  const people = assignees.data ?? []
  const assigneeOptions = [NOBODY, ...people.map((person) => person.id)]
  const nameOf = (id: string) => {
    if (id === NOBODY) return t('staff.tasks.unassigned')
    const person = people.find((p) => p.id === id)
    return person ? `${person.name ?? person.username} (${person.email})` : id
  }

  return (
    <Sheet open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent closeLabel={t('staff.close')} className="sm:max-w-lg">
        <SheetHeader>
          <SheetTitle>
            {task ? t('staff.tasks.editTitle', { id: task.id }) : t('staff.tasks.createTitle')}
          </SheetTitle>
          <SheetDescription>
            {task
              ? `${t('staff.tasks.createdBy', { date: formatDateTime(task.created_at) ?? '' })} · ${t(
                  'staff.tasks.updatedBy',
                  { date: formatDateTime(task.updated_at) ?? '' },
                )}`
              : t('staff.tasks.sheetDescription')}
          </SheetDescription>
        </SheetHeader>
        {target ? (
          <form
            // A new key per task resets the uncontrolled fields to that task's values.
            key={task?.id ?? 'new'}
            noValidate
            onSubmit={form.onSubmit}
            className="flex flex-1 flex-col gap-4 px-4"
          >
            <FormError>{form.formError}</FormError>
            <TextField
              label={t('staff.tasks.title')}
              name="title"
              defaultValue={task?.title ?? ''}
              maxLength={TASK_TITLE_MAX_LENGTH}
              error={form.errors.title}
            />
            <Field>
              <FieldLabel>{t('staff.tasks.description')}</FieldLabel>
              <FieldControl>
                <Textarea
                  name="description"
                  rows={5}
                  defaultValue={task?.description ?? ''}
                  maxLength={TASK_DESCRIPTION_MAX_LENGTH}
                />
              </FieldControl>
              <FieldError>{form.errors.description}</FieldError>
            </Field>
            <div className="grid gap-4 sm:grid-cols-3">
              <ChoiceField
                label={t('staff.tasks.status')}
                name="status"
                options={TASK_STATUSES}
                defaultValue={task?.status ?? 'todo'}
                labelFor={(status) => t(`tasks.status.${status}`)}
              />
              <ChoiceField
                label={t('staff.tasks.priority')}
                name="priority"
                options={TASK_PRIORITIES}
                defaultValue={task?.priority ?? 'medium'}
                labelFor={(priority) => t(`tasks.priority.${priority}`)}
              />
              <ChoiceField
                label={t('staff.tasks.label')}
                name="label"
                options={TASK_LABELS}
                defaultValue={task?.label ?? 'feature'}
                labelFor={(label) => t(`staff.tasks.label.${label}`)}
              />
            </div>
            <ChoiceField
              // Re-mount once the staff list arrives, so the current assignee shows by name.
              key={people.length}
              label={t('staff.tasks.assignee')}
              name="assignee"
              options={assigneeOptions}
              defaultValue={task?.assignee_id ?? NOBODY}
              labelFor={nameOf}
              error={form.errors.assignee}
            />
            <SheetFooter className="mt-auto flex-row justify-end gap-2 px-0">
              <Button type="button" variant="outline" onClick={onClose}>
                {t('staff.cancel')}
              </Button>
              <Button type="submit" disabled={!form.ready} loading={form.pending}>
                {task ? t('staff.tasks.saveSubmit') : t('staff.tasks.createSubmit')}
              </Button>
            </SheetFooter>
          </form>
        ) : null}
      </SheetContent>
    </Sheet>
  )
}
