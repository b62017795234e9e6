import { MAX_MESSAGE_LENGTH } from '@fabula/chats-api'
import { Button, Textarea, cn } from '@fabula/ui'
import { SendHorizontal } from 'lucide-react'
import * as React from 'react'
import { t } from '@/i18n/chats'

/** Props of {@link Composer}. */
export interface ComposerProps {
  /** Sends the text; the box empties when it resolves and keeps the text when it rejects. */
  onSend: (text: string) => Promise<unknown>
  /** Shown under the box when the last send failed. */
  failure?: string | undefined
  autoFocus?: boolean
  label?: string
}

/**
 * The plain-text message box: Enter sends, Shift+Enter starts a new line (and an input method
 * that is still composing keeps its Enter), up to 4,000 characters with a counter.
 */
export function Composer({ onSend, failure, autoFocus, label }: ComposerProps) {
  const [text, setText] = React.useState('')
  const [sending, setSending] = React.useState(false)
  const id = React.useId()
  const length = [...text].length
  const tooLong = length > MAX_MESSAGE_LENGTH
  const empty = text.trim().length === 0
  const send = async () => {
    if (empty || tooLong || sending) return
    setSending(true)
    try {
      await onSend(text)
      setText('')
    } catch {
      // The caller shows why (failure); the text stays for another try.
    } finally {
      setSending(false)
    }
  }
  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label ?? t('chats.composerLabel')}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          value={text}
          rows={2}
          dir="auto"
          autoFocus={autoFocus}
          placeholder={t('chats.composerPlaceholder')}
          aria-describedby={`${id}-hint ${id}-count`}
          aria-invalid={tooLong || undefined}
          className="max-h-48 min-h-11 flex-1 resize-none"
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
            event.preventDefault()
            void send()
          }}
        />
        <Button type="submit" size="icon" disabled={empty || tooLong || sending}>
          <SendHorizontal aria-hidden className="rtl:-scale-x-100" />
          <span className="sr-only">{t('chats.send')}</span>
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span id={`${id}-hint`}>
          {tooLong ? (
            <span className="text-destructive">
              {t('chats.tooLong', { max: MAX_MESSAGE_LENGTH })}
            </span>
          ) : (
            t('chats.composerHint')
          )}
        </span>
        <span
          id={`${id}-count`}
          className={cn('tabular-nums', tooLong && 'font-medium text-destructive')}
        >
          {t('chats.counter', { count: length, max: MAX_MESSAGE_LENGTH })}
        </span>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
    </form>
  )
}
