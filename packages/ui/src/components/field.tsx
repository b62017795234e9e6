import * as React from 'react'
import { Slot } from 'radix-ui'
import { cn } from '../lib/cn.js'
import { Label } from './label.js'

interface FieldContextValue {
  controlId: string
  descriptionId: string
  errorId: string
  invalid: boolean
  disabled: boolean
  hasDescription: boolean
  hasError: boolean
  setHasDescription: (present: boolean) => void
  setHasError: (present: boolean) => void
}

const FieldContext = React.createContext<FieldContextValue | null>(null)

function useFieldContext(part: string): FieldContextValue {
  const context = React.useContext(FieldContext)
  if (!context) throw new Error(`<${part}> must be used inside <Field>`)
  return context
}

/** Props of {@link Field}. */
export interface FieldProps extends React.ComponentProps<'div'> {
  /** Marks the control invalid even without a visible {@link FieldError}. */
  invalid?: boolean
  /** Dims the label and marks the group disabled (the control still needs its own `disabled`). */
  disabled?: boolean
  /** Id for the control; generated when omitted. */
  controlId?: string
}

/**
 * Groups a label, one control, an optional description and an error message, and wires them:
 * the label points at the control, the control's `aria-describedby` lists the description and
 * error that are actually rendered, and `aria-invalid` is set while an error is shown.
 */
export function Field({ className, invalid, disabled = false, controlId, ...props }: FieldProps) {
  const generated = React.useId()
  const [hasDescription, setHasDescription] = React.useState(false)
  const [hasError, setHasError] = React.useState(false)
  const id = controlId ?? `${generated}-control`
  const value = React.useMemo<FieldContextValue>(
    () => ({
      controlId: id,
      descriptionId: `${generated}-description`,
      errorId: `${generated}-error`,
      invalid: invalid ?? hasError,
      disabled,
      hasDescription,
      hasError,
      setHasDescription,
      setHasError,
    }),
    [id, generated, invalid, hasError, disabled, hasDescription],
  )
  return (
    <FieldContext.Provider value={value}>
      <div
        data-slot="field"
        data-invalid={value.invalid || undefined}
        data-disabled={disabled || undefined}
        className={cn('group grid gap-2', className)}
        {...props}
      />
    </FieldContext.Provider>
  )
}

/** The field's label, bound to its control. */
export function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  const field = useFieldContext('FieldLabel')
  return (
    <Label
      data-slot="field-label"
      htmlFor={field.controlId}
      className={cn('group-data-[invalid=true]:text-destructive', className)}
      {...props}
    />
  )
}

/**
 * Passes the field's id and aria wiring to its single child control (Input, Textarea, a Select
 * trigger …). Props set on the child win, except that describedby ids are merged.
 */
export function FieldControl({
  children,
  'aria-describedby': describedByProp,
  ...props
}: React.ComponentProps<typeof Slot.Root>) {
  const field = useFieldContext('FieldControl')
  const describedBy = [
    field.hasDescription ? field.descriptionId : null,
    field.hasError ? field.errorId : null,
    describedByProp,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <Slot.Root
      data-slot="field-control"
      id={field.controlId}
      aria-invalid={field.invalid || undefined}
      aria-describedby={describedBy || undefined}
      {...props}
    >
      {children}
    </Slot.Root>
  )
}

/** Helper text for the control, announced with it. */
export function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const field = useFieldContext('FieldDescription')
  const { setHasDescription } = field
  React.useLayoutEffect(() => {
    setHasDescription(true)
    return () => setHasDescription(false)
  }, [setHasDescription])
  return (
    <p
      data-slot="field-description"
      id={field.descriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

/**
 * The validation message. Renders nothing (and leaves the control valid) when it has no
 * children, so it can stay mounted: `<FieldError>{errors.email}</FieldError>`.
 */
export function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  const field = useFieldContext('FieldError')
  const { setHasError } = field
  const present =
    children !== undefined && children !== null && children !== false && children !== ''
  React.useLayoutEffect(() => {
    setHasError(present)
    return () => setHasError(false)
  }, [present, setHasError])
  if (!present) return null
  return (
    <p
      data-slot="field-error"
      id={field.errorId}
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {children}
    </p>
  )
}
