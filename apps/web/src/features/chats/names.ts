import type { ChatSummary } from '@fabula/chats-api'
import { t } from '@/i18n/chats'

/**
 * Who a conversation is with, from the reader's side: staff see the learner; the learner sees
 * the staff who answered, or the team that will (support or tutors) until someone has.
 */
export function counterpartName(chat: ChatSummary, userId: string): string {
  if (chat.learner_id !== userId) return chat.learner_name ?? '—'
  const staff = chat.participants.filter((p) => p.side === 'staff').map((p) => p.name ?? '—')
  if (staff.length > 0) return staff.join(', ')
  return chat.topic === 'support' ? t('chats.supportTeam') : t('chats.tutorTeam')
}

/** Initials for an avatar: the first letters of the first two words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return (
    words
      .slice(0, 2)
      .map((w) => [...w][0] ?? '')
      .join('')
      .toUpperCase() || '?'
  )
}
