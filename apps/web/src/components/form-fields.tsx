import { Field, FieldControl, FieldDescription, FieldError, FieldLabel, Input } from '@fabula/ui'
import type * as React from 'react'

/** Props of {@link TextField}. */
export interface TextFieldProps extends React.ComponentProps<typeof Input> {
  label: string
  name: string
  error?: string | undefined
  description?: string
}

/** A labelled input with its field-level error, wired for assistive tech by @fabula/ui's Field. */
export function TextField({ label, error, description, ...input }: TextFieldProps) {
  return (
    <Field>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input {...input} />
      </FieldControl>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{error}</FieldError>
    </Field>
  )
}

/** A form-level error (e.g. "Invalid username or password."), announced when it appears. */
export function FormError({ children }: { children?: string | undefined }) {
  if (!children) return null
  return (
    <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {children}
    </p>
  )
}
