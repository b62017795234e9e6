import { cn } from '@fabula/ui'
import type * as React from 'react'

/**
 * A native `<select>` styled like @fabula/ui's inputs: short fixed lists in forms and filters,
 * where the platform picker is the most accessible choice on phones.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs',
        'outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'aria-invalid:border-destructive disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}
