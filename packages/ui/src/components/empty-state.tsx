import type * as React from 'react'
import { cn } from '../lib/cn.js'

/** Props of {@link EmptyState}. */
export interface EmptyStateProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** A decorative icon (hidden from assistive technology). */
  icon?: React.ReactNode
  title: React.ReactNode
  description?: React.ReactNode
  /** A call to action, e.g. a Button. */
  action?: React.ReactNode
}

/** What a list or page shows when it has nothing yet, with a way forward. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-8 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <h3 data-slot="empty-state-title" className="text-base font-semibold">
        {title}
      </h3>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-sm text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {action ? <div data-slot="empty-state-action">{action}</div> : null}
    </div>
  )
}
