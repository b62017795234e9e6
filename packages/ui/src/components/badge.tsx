import type * as React from 'react'
import { Slot } from 'radix-ui'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../lib/cn.js'

/** Class recipe for badges. `tone` colours a soft badge; `variant` picks the style family. */
export const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center justify-center gap-1 rounded-md border px-2 py-0.5',
    'text-xs font-medium whitespace-nowrap [&>svg]:pointer-events-none [&>svg]:size-3',
  ],
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'border-border text-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        soft: 'border-transparent',
      },
      tone: {
        neutral: 'bg-tone-neutral-bg text-tone-neutral-fg',
        success: 'bg-tone-success-bg text-tone-success-fg',
        warning: 'bg-tone-warning-bg text-tone-warning-fg',
        danger: 'bg-tone-danger-bg text-tone-danger-fg',
        info: 'bg-tone-info-bg text-tone-info-fg',
        violet: 'bg-tone-violet-bg text-tone-violet-fg',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

/** A colour family for soft badges. */
export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>

/** Props of {@link Badge}. */
export interface BadgeProps
  extends React.ComponentProps<'span'>, VariantProps<typeof badgeVariants> {
  asChild?: boolean
}

/** A small label. Giving a `tone` switches to the soft style of that colour. */
export function Badge({ className, variant, tone, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : 'span'
  return (
    <Comp
      data-slot="badge"
      data-tone={tone ?? undefined}
      className={cn(badgeVariants({ variant: tone ? 'soft' : variant, tone }), className)}
      {...props}
    />
  )
}

/** User account statuses (seed spec), each with its own badge colour. */
export const USER_STATUSES = ['active', 'inactive', 'invited', 'suspended'] as const
/** A user account status. */
export type UserStatus = (typeof USER_STATUSES)[number]
/** Badge tone of each user status. */
export const USER_STATUS_TONES: Record<UserStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  invited: 'info',
  suspended: 'danger',
}

/** Task statuses (seed spec). */
export const TASK_STATUSES = ['backlog', 'todo', 'in progress', 'done', 'canceled'] as const
/** A task status. */
export type TaskStatus = (typeof TASK_STATUSES)[number]
/** Badge tone of each task status. */
export const TASK_STATUS_TONES: Record<TaskStatus, BadgeTone> = {
  backlog: 'neutral',
  todo: 'info',
  'in progress': 'violet',
  done: 'success',
  canceled: 'danger',
}

/** Task priorities (seed spec). */
export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const
/** A task priority. */
export type Priority = (typeof PRIORITIES)[number]
/** Badge tone of each priority. */
export const PRIORITY_TONES: Record<Priority, BadgeTone> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  critical: 'danger',
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

type StatusBadgeProps<T> = Omit<BadgeProps, 'tone' | 'variant' | 'children'> & {
  children?: React.ReactNode
} & T

/** A badge for a user status; the label defaults to the capitalised status. */
export function UserStatusBadge({
  status,
  children,
  ...props
}: StatusBadgeProps<{ status: UserStatus }>) {
  return (
    <Badge data-status={status} tone={USER_STATUS_TONES[status]} {...props}>
      {children ?? capitalise(status)}
    </Badge>
  )
}

/** A badge for a task status; the label defaults to the capitalised status. */
export function TaskStatusBadge({
  status,
  children,
  ...props
}: StatusBadgeProps<{ status: TaskStatus }>) {
  return (
    <Badge data-status={status} tone={TASK_STATUS_TONES[status]} {...props}>
      {children ?? capitalise(status)}
    </Badge>
  )
}

/** A badge for a task priority; the label defaults to the capitalised priority. */
export function PriorityBadge({
  priority,
  children,
  ...props
}: StatusBadgeProps<{ priority: Priority }>) {
  return (
    <Badge data-priority={priority} tone={PRIORITY_TONES[priority]} {...props}>
      {children ?? capitalise(priority)}
    </Badge>
  )
}
