import { AUTHOR_NAME_MAX_LENGTH, FAV_AUTHORS_MAX_ITEMS } from '@fabula/profile-api'
import { Button, Input, Label } from '@fabula/ui'
import { Plus, X } from 'lucide-react'
import * as React from 'react'
import { t } from '@/i18n/learner'

/** Characters as the profile's rules count an author's name (code points, as PostgreSQL does). */
function characters(value: string): number {
  return [...value].length
}

/**
 * Favourite authors as free text (issue 15 item 7): a name is typed and added with Enter or the
 * button, and shown as a chip with its own remove button. Enter on an empty or blank field does
 * nothing (it never removes a name), and a name over 80 characters is refused as it is typed,
 * before anything is added or saved.
 */
export function AuthorsField({
  value,
  onChange,
  error,
  description,
}: {
  value: readonly string[]
  onChange: (authors: string[]) => void
  error?: string | undefined
  description: string
}) {
  const id = React.useId()
  const [draft, setDraft] = React.useState('')
  const typed = draft.trim()
  const problem =
    characters(typed) > AUTHOR_NAME_MAX_LENGTH
      ? t('settings.authorTooLong', { max: AUTHOR_NAME_MAX_LENGTH })
      : typed !== '' && value.some((author) => author.toLowerCase() === typed.toLowerCase())
        ? t('settings.authorDuplicate', { name: typed })
        : typed !== '' && value.length >= FAV_AUTHORS_MAX_ITEMS
          ? t('settings.authorsFull', { max: FAV_AUTHORS_MAX_ITEMS })
          : undefined
  const message = problem ?? error
  const add = () => {
    if (typed === '' || problem) return
    onChange([...value, typed])
    setDraft('')
  }
  return (
    <div className="grid gap-2" data-slot="field">
      <Label htmlFor={`${id}-input`}>{t('settings.authors')}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-input`}
          value={draft}
          autoComplete="off"
          placeholder={t('settings.authorsPlaceholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter adds the typed name and never submits the whole form.
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={typed === '' || problem !== undefined}
          onClick={add}
        >
          <Plus aria-hidden />
          {t('settings.authorAdd')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {description}
      </p>
      <p id={`${id}-error`} className="text-sm font-medium text-destructive" aria-live="polite">
        {message}
      </p>
      {value.length > 0 && (
        <ul
          aria-label={t('settings.authorsAdded')}
          className="flex flex-wrap gap-1.5"
          data-testid="author-chips"
        >
          {value.map((author) => (
            <li
              key={author}
              className="inline-flex items-center gap-1 rounded-md bg-secondary ps-2 pe-1 py-0.5 text-xs font-medium text-secondary-foreground"
            >
              {author}
              <button
                type="button"
                aria-label={t('settings.removeAuthor', { name: author })}
                onClick={() => onChange(value.filter((other) => other !== author))}
                className="rounded-sm p-0.5 outline-none hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
