import * as React from 'react'
import * as v from 'valibot'
import { useHydrated } from './hydrated'

/** Field-level messages of a failed parse, first message per field. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>

/** Turns valibot issues into one message per top-level field. */
export function fieldErrors<T>(issues: readonly v.BaseIssue<unknown>[]): FieldErrors<T> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path?.[0]?.key
    const name = typeof key === 'string' ? key : 'form'
    errors[name] ??= issue.message
  }
  return errors as FieldErrors<T>
}

/**
 * Validates a form's values with a valibot schema on submit, keeps field errors for the UI and
 * only calls `onValid` with parsed output. `formError` holds a server error for the whole form.
 */
export function useValibotForm<S extends v.GenericSchema>(
  schema: S,
  onValid: (values: v.InferOutput<S>) => Promise<void> | void,
) {
  type Output = v.InferOutput<S>
  const [errors, setErrors] = React.useState<FieldErrors<Output>>({})
  const [formError, setFormError] = React.useState<string>()
  const [pending, setPending] = React.useState(false)

  const submit = React.useCallback(
    async (raw: unknown) => {
      setFormError(undefined)
      const result = v.safeParse(schema, raw)
      if (!result.success) {
        setErrors(fieldErrors<Output>(result.issues))
        return
      }
      setErrors({})
      setPending(true)
      try {
        await onValid(result.output)
      } finally {
        setPending(false)
      }
    },
    [schema, onValid],
  )

  const onSubmit = React.useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const data = Object.fromEntries(new FormData(event.currentTarget).entries())
      void submit(data)
    },
    [submit],
  )

  // A prerendered form must not submit before React handles it (lib/hydrated).
  const ready = useHydrated()
  return { errors, formError, setFormError, pending, onSubmit, submit, ready }
}
