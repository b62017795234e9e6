import { MeaningSchema, NoteSchema } from '@fabula/reading-api'
import { Button, Field, FieldControl, FieldError, FieldLabel, Input, Textarea } from '@fabula/ui'
import { PenLine } from 'lucide-react'
import * as React from 'react'
import * as v from 'valibot'
import { t } from '@/i18n/words'
import { userMessageOf } from '@/lib/errors'

/** What the learner wrote: empty fields clear the saved value. */
export interface OwnMeaningValues {
  meaning: string | null
  note: string | null
}

/** Props of {@link OwnMeaningEditor}. */
export interface OwnMeaningEditorProps {
  meaning: string | null
  note: string | null
  /** The language the learner writes in (their native language). */
  lang: string
  onSave: (values: OwnMeaningValues) => Promise<void>
  /** Controlled open state (the panel opens it from "Write your own meaning"). */
  editing: boolean
  onEditingChange: (editing: boolean) => void
}

const EditSchema = v.object({
  meaning: v.union([v.pipe(v.string(), v.trim(), v.length(0)), MeaningSchema]),
  note: v.union([v.pipe(v.string(), v.trim(), v.length(0)), NoteSchema]),
})

/**
 * The learner's own meaning and note of a word or phrase: shown (the note; the meaning is shown
 * first by the meaning section) and edited in place. Both are plain text of at most 500
 * characters, checked here before the database checks them again; the meaning is one line.
 */
export function OwnMeaningEditor({
  meaning,
  note,
  lang,
  onSave,
  editing,
  onEditingChange,
}: OwnMeaningEditorProps) {
  const [errors, setErrors] = React.useState<{ meaning?: string; note?: string; form?: string }>({})
  const [pending, setPending] = React.useState(false)
  const meaningRef = React.useRef<HTMLInputElement>(null)
  React.useEffect(() => {
    if (editing) meaningRef.current?.focus()
  }, [editing])

  if (!editing) {
    return (
      <div className="flex flex-col gap-1">
        {note ? (
          <div data-testid="own-note">
            <p className="text-xs font-medium text-muted-foreground">{t('words.meaning.note')}</p>
            <p className="text-sm whitespace-pre-line" lang={lang}>
              {note}
            </p>
          </div>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          className="self-start"
          onClick={() => onEditingChange(true)}
        >
          <PenLine aria-hidden />
          {meaning || note ? t('words.own.edit') : t('words.own.add')}
        </Button>
      </div>
    )
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Keys pressed while typing are the learner's text, not reader shortcuts.
    const data = new FormData(event.currentTarget)
    const parsed = v.safeParse(EditSchema, {
      meaning: String(data.get('meaning') ?? ''),
      note: String(data.get('note') ?? ''),
    })
    if (!parsed.success) {
      const fields = new Set(parsed.issues.map((issue) => v.getDotPath(issue)))
      setErrors({
        ...(fields.has('meaning') ? { meaning: t('words.own.oneLine') } : {}),
        ...(fields.has('note') ? { note: t('words.own.tooLong') } : {}),
      })
      return
    }
    setErrors({})
    setPending(true)
    try {
      await onSave({
        meaning: parsed.output.meaning || null,
        note: parsed.output.note || null,
      })
      onEditingChange(false)
    } catch (error) {
      setErrors({ form: t('words.own.failed', { reason: userMessageOf(error) }) })
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onEditingChange(false)
        }
      }}
      noValidate
      data-testid="own-meaning-form"
    >
      <Field invalid={Boolean(errors.meaning)}>
        <FieldLabel>{t('words.own.meaningLabel')}</FieldLabel>
        <FieldControl>
          <Input ref={meaningRef} name="meaning" defaultValue={meaning ?? ''} lang={lang} />
        </FieldControl>
        <FieldError>{errors.meaning}</FieldError>
      </Field>
      <Field invalid={Boolean(errors.note)}>
        <FieldLabel>{t('words.own.noteLabel')}</FieldLabel>
        <FieldControl>
          <Textarea name="note" rows={2} defaultValue={note ?? ''} lang={lang} />
        </FieldControl>
        <FieldError>{errors.note}</FieldError>
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {t('words.own.save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => onEditingChange(false)}>
          {t('words.own.cancel')}
        </Button>
      </div>
    </form>
  )
}
