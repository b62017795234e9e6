import type { Task } from '@fabula/staff-api'
import { useDeleteTasks } from '@fabula/staff-api/react'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from '@fabula/ui'
import { notify } from '@/app/notify'
import { useServices } from '@/app/app-context'
import { t } from '@/i18n/staff'

/** Props of {@link DeleteTasksDialog}. */
export interface DeleteTasksDialogProps {
  /** The tasks to delete; none closes the dialog. */
  tasks: readonly Task[]
  onClose: (deleted: boolean) => void
}

/** Deletes one or several tasks after a confirmation. */
export function DeleteTasksDialog({ tasks, onClose }: DeleteTasksDialogProps) {
  const { staff } = useServices()
  const remove = useDeleteTasks(staff)
  const single = tasks.length === 1 ? tasks[0] : undefined
  const confirm = async () => {
    // A refusal is reported by the app's error handler; the dialog just stays open.
    const count = await remove.mutateAsync(tasks.map((task) => task.id)).catch(() => undefined)
    if (count === undefined) return
    notify.success(t('staff.tasks.deleted', { count }))
    onClose(true)
  }
  return (
    <AlertDialog open={tasks.length > 0} onOpenChange={(open) => !open && onClose(false)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {t('staff.tasks.deleteTitle', { count: tasks.length })}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {single
              ? t('staff.tasks.deleteOne', { id: single.id, title: single.title })
              : t('staff.tasks.deleteBody')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('staff.cancel')}</AlertDialogCancel>
          <Button variant="destructive" loading={remove.isPending} onClick={() => void confirm()}>
            {t('staff.tasks.deleteSubmit')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
