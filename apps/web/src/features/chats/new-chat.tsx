import type { ChatTopic, LearnerChoice } from '@fabula/chats-api'
import { useLearnerSearch, useStartChat } from '@fabula/chats-api/react'
import { Button, Input, Label, RadioGroup, RadioGroupItem } from '@fabula/ui'
import * as React from 'react'
import { useAccount, useServices } from '@/app/app-context'
import { t } from '@/i18n/chats'
import { userMessageOf } from '@/lib/errors'
import { BackToList } from './chat-thread'
import { Composer } from './composer'

/** Props of {@link NewChat}. */
export interface NewChatProps {
  /** A learner asking support or a tutor, or staff writing to a learner. */
  mode: 'support' | 'tutor' | 'learner'
  backHref: string
  /** Called with the new conversation's id once it exists. */
  onStarted: (id: string) => void
}

function LearnerPicker({ onPick }: { onPick: (learner: LearnerChoice) => void }) {
  const { chats } = useServices()
  const { userId } = useAccount()
  const [text, setText] = React.useState('')
  const found = useLearnerSearch(chats, userId, text)
  const id = React.useId()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('chats.learnerSearchLabel')}</Label>
      <Input
        id={id}
        type="search"
        autoFocus
        value={text}
        placeholder={t('chats.learnerSearchPlaceholder')}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {text.trim().length < 2 ? (
        <p className="text-sm text-muted-foreground">{t('chats.learnerTypeMore')}</p>
      ) : found.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {userMessageOf(found.error)}
        </p>
      ) : found.data && found.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('chats.learnerNone')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {found.data?.map((learner) => (
            <li key={learner.id}>
              <button
                type="button"
                className="flex w-full flex-col items-start rounded-md px-3 py-2 text-start hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => onPick(learner)}
              >
                <span className="font-medium">{learner.name}</span>
                <span className="text-xs text-muted-foreground">
                  @{learner.username} · {learner.email}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** Starting a conversation: its first message, and for staff the learner and the topic. */
export function NewChat({ mode, backHref, onStarted }: NewChatProps) {
  const { chats } = useServices()
  const { userId } = useAccount()
  const start = useStartChat(chats, userId)
  const [learner, setLearner] = React.useState<LearnerChoice | null>(null)
  const [topic, setTopic] = React.useState<ChatTopic>(mode === 'tutor' ? 'tutor' : 'support')
  const titleKey =
    mode === 'support'
      ? 'chats.newSupportTitle'
      : mode === 'tutor'
        ? 'chats.newTutorTitle'
        : 'chats.newLearnerTitle'
  const topicId = React.useId()
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2 border-b pb-3">
        <BackToList href={backHref} />
        <h2 className="font-semibold">{t(titleKey)}</h2>
      </div>
      {mode !== 'learner' && (
        <p className="text-sm text-muted-foreground">
          {t(mode === 'support' ? 'chats.newSupportBody' : 'chats.newTutorBody')}
        </p>
      )}
      {mode === 'learner' && !learner && <LearnerPicker onPick={setLearner} />}
      {mode === 'learner' && learner && (
        <>
          <div className="flex items-center justify-between gap-2 rounded-md border px-3 py-2">
            <div className="min-w-0">
              <p className="truncate font-medium">{learner.name}</p>
              <p className="truncate text-xs text-muted-foreground">@{learner.username}</p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => setLearner(null)}>
              {t('chats.changeLearner')}
            </Button>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('chats.topicLabel')}</legend>
            <RadioGroup
              value={topic}
              onValueChange={(value) => setTopic(value as ChatTopic)}
              className="flex gap-4"
            >
              {(['support', 'tutor'] as const).map((value) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem id={`${topicId}-${value}`} value={value} />
                  <Label htmlFor={`${topicId}-${value}`}>{t(`chats.topic.${value}`)}</Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        </>
      )}
      {(mode !== 'learner' || learner) && (
        <Composer
          autoFocus={mode !== 'learner'}
          failure={start.isError ? t('chats.startFailed') : undefined}
          onSend={async (body) => {
            const id = await start.mutateAsync({
              topic: mode === 'learner' ? topic : mode,
              body,
              ...(learner ? { learnerId: learner.id } : {}),
            })
            onStarted(id)
          }}
        />
      )}
    </div>
  )
}
