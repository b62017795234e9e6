import type * as React from 'react'
import { cn } from '../lib/cn.js'

/** Shared look of text-like controls (Input, Textarea, Select trigger). */
export const controlClasses = cn(
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs',
  'placeholder:text-muted-foreground transition-colors outline-none',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/30',
)

/** A single-line text input. Inside a {@link Field} it is wired to the label and messages. */
export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        controlClasses,
        'h-9 py-1 file:me-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  )
}
