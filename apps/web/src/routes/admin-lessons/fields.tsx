import { Input, Label, Textarea, cn } from '@fabula/ui'
import * as React from 'react'

/** Props of {@link TextField}. */
export interface TextFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  multiline?: boolean
  /** The language of the text, for spell checking and screen readers. */
  lang?: string
  placeholder?: string
  description?: string
  className?: string
  invalid?: boolean
}

/** A labelled one-line or multi-line text input. */
export function TextField({
  label,
  value,
  onChange,
  multiline = false,
  lang,
  placeholder,
  description,
  className,
  invalid,
}: TextFieldProps) {
  const id = React.useId()
  const shared = {
    id,
    value,
    lang,
    placeholder,
    'aria-invalid': invalid || undefined,
    'aria-describedby': description ? `${id}-description` : undefined,
  }
  return (
    <div className={cn('grid gap-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea {...shared} onChange={(event) => onChange(event.target.value)} rows={4} />
      ) : (
        <Input {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {description ? (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
    </div>
  )
}

const SEPARATORS = {
  line: { split: /\n/, join: '\n' },
  slash: { split: /\s*\/\s*/, join: ' / ' },
  bar: { split: /\s*\|\s*/, join: ' | ' },
} as const

/** Props of {@link ListField}. */
export interface ListFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'multiline'> {
  value: readonly string[]
  onChange: (value: string[]) => void
  /** How the items are written in the box: one per line, or separated by / or |. */
  separator: keyof typeof SEPARATORS
}

/**
 * A list edited as text (options one per line, chunks separated by /). The author's text is kept
 * as typed while it still means the same list, so the cursor never jumps.
 */
export function ListField({ value, onChange, separator, ...props }: ListFieldProps) {
  const { split, join } = SEPARATORS[separator]
  const parse = React.useCallback((text: string) => (text === '' ? [] : text.split(split)), [split])
  const [text, setText] = React.useState(() => value.join(join))
  const same = JSON.stringify(parse(text)) === JSON.stringify(value)
  const shown = same ? text : value.join(join)
  return (
    <TextField
      {...props}
      multiline={separator === 'line'}
      value={shown}
      onChange={(next) => {
        setText(next)
        onChange(parse(next))
      }}
    />
  )
}
