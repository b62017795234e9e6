import type * as React from 'react'
import { cn } from '@fabula/ui'

/** Props of {@link Page}. */
export interface PageProps extends React.ComponentProps<'div'> {
  title: string
  description?: string
  actions?: React.ReactNode
}

/** A page inside the authenticated layout: one h1, an optional lead and actions. */
export function Page({ title, description, actions, className, children, ...props }: PageProps) {
  return (
    <div className={cn('flex flex-col gap-6', className)} {...props}>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description && <p className="text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  )
}
