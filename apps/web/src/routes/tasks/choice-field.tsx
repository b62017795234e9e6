import {
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@fabula/ui'

/** Props of {@link ChoiceField}. */
export interface ChoiceFieldProps<V extends string> {
  label: string
  /** The form field name (the select posts its value with the form). */
  name: string
  options: readonly V[]
  labelFor: (value: V) => string
  defaultValue: V
  error?: string | undefined
}

/** A labelled single choice inside a form, wired to its error like a TextField. */
export function ChoiceField<V extends string>({
  label,
  name,
  options,
  labelFor,
  defaultValue,
  error,
}: ChoiceFieldProps<V>) {
  return (
    <Field>
      <FieldLabel>{label}</FieldLabel>
      <Select name={name} defaultValue={defaultValue}>
        <FieldControl>
          <SelectTrigger className="w-full">
            <SelectValue />
          </SelectTrigger>
        </FieldControl>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {labelFor(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldError>{error}</FieldError>
    </Field>
  )
}
