import { ERROR_CODE_LIST, USER_MESSAGES, getUserMessage, normalizeError } from '@fabula/errors'
import type { ErrorCode } from '@fabula/errors'
import { t } from '@/i18n'
import type { MessageKey } from '@/i18n'

/**
 * The seed's user messages (seed §8) in the interface language, by code: the English catalogue
 * keeps them word for word (a test compares it with `@fabula/errors`), the others translate them.
 */
export function userMessages(): Partial<Record<ErrorCode | 'default', string>> {
  const messages: Partial<Record<ErrorCode | 'default', string>> = {
    default: t('errorCode.default'),
  }
  for (const code of ERROR_CODE_LIST) {
    if (USER_MESSAGES[code] !== undefined) messages[code] = t(`errorCode.${code}` as MessageKey)
  }
  return messages
}

/** The user message for anything thrown or returned (e.g. a supabase-js error), translated. */
export function userMessageOf(error: unknown): string {
  return getUserMessage(normalizeError(error).code, userMessages())
}
