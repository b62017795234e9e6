import type * as React from 'react'
import { cn } from '../lib/cn.js'
import { controlClasses } from './input.js'

/** A multi-line text input that grows with its content where the browser supports it. */
export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClasses, 'field-sizing-content min-h-20 py-2', className)}
      {...props}
    />
  )
}
