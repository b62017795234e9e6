import type { ReviseInput, StoryDraft, StoryPlan } from './types'

/** A chat message of an OpenAI-compatible chat completions request. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

const LEVEL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  A1: 'absolute beginner: present tense, very short sentences, the most common everyday words',
  A2: 'elementary: simple past and future, short sentences, common everyday words',
  B1: 'intermediate: connected sentences, common tenses, familiar topics',
  B2: 'upper intermediate: varied sentences and tenses, some abstract vocabulary',
  C1: 'advanced: complex sentences, idioms in moderation, precise vocabulary',
  C2: 'proficient: any structure, rich and nuanced vocabulary',
}

/** English name of a language code, for prompts ("es" → "Spanish"). */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * The system prompt of every call. Favourite authors are a style reference only: the prompt
 * forbids quoting or imitating their actual text, characters or plots, because Fabula must only
 * ever show original writing.
 */
export function systemPrompt(plan: StoryPlan): string {
  const tl = languageName(plan.language)
  const nl = languageName(plan.nativeLanguage)
  return [
    `You write original graded readers in ${tl} for a learner whose native language is ${nl}.`,
    `The learner's level is CEFR ${plan.level} (sub-level ${plan.subLevel} of 3: ` +
      `${LEVEL_DESCRIPTIONS[plan.level] ?? ''}).`,
    'Aim for 95-98 % of the running words to be words a learner at this level already knows; ' +
      'use only a handful of new words and make their meaning clear from context.',
    'Everything you write must be your own original text. When asked for the style of an ' +
      'author, imitate only tone, pacing and narrative voice; never reproduce, quote or ' +
      "paraphrase that author's text, characters or plots.",
    `Translate every sentence into ${nl}. Glossary glosses are in ${nl}. ` +
      `Comprehension questions and their options are in ${tl}.`,
    'Reply with JSON only, matching the given schema exactly.',
  ].join('\n')
}

/** The user prompt that asks for a first draft. */
export function generatePrompt(plan: StoryPlan): string {
  const lines = [
    `Write a ${plan.genre} story of about ${plan.targetWords} words.`,
    plan.styleAuthor
      ? `Write it in the style of ${plan.styleAuthor} (style only, as explained above).`
      : '',
    plan.topic ? `Topic: ${plan.topic}` : '',
    'Split it into paragraphs of sentences; give each sentence its translation.',
    'Add a glossary of the 5-15 least common words as they appear in the text (word form, ' +
      'lemma, gloss), and 5 comprehension questions: multiple_choice with 3 or 4 options ' +
      '(answer = the exact text of the right option, options) or true_false (answer = "true" ' +
      'or "false", options = []).',
  ]
  return lines.filter((line) => line !== '').join('\n')
}

/** The user prompt that asks to move a draft's coverage into the band. */
export function revisePrompt(input: ReviseInput): string {
  const percent = (input.coverage * 100).toFixed(1)
  const words = input.words.join(', ')
  const ask =
    input.direction === 'simplify'
      ? `Only ${percent} % of its words are known to the learner, below the 95 % target. ` +
        `Replace these words, which are too rare for level ${input.plan.level}, with common ` +
        `words or simple paraphrases: ${words}.`
      : `${percent} % of its words are already known to the learner, above the 98 % target. ` +
        `In a few places, use slightly less common words suited to level ${input.plan.level} ` +
        `instead of very common ones` +
        (words === '' ? '.' : `: ${words}.`)
  return [
    'Here is the story as JSON:',
    JSON.stringify(draftToOutput(input.draft)),
    ask,
    'Keep the plot, names and length. Update translations, glossary and questions to match. ' +
      'Reply with the whole story as JSON in the same schema.',
  ].join('\n')
}

/** The user prompt that asks the model to fix its own malformed JSON, once. */
export function repairPrompt(problems: string): string {
  return (
    'Your reply was not valid JSON for the required schema. Problems: ' +
    problems +
    '\nReply again with only the corrected JSON, nothing else.'
  )
}

/** The JSON a model returns, as it would look for an existing draft (used by revise). */
function draftToOutput(draft: StoryDraft): unknown {
  return {
    title: draft.title,
    paragraphs: draft.paragraphs.map((sentences) => ({
      sentences: sentences.map((s) => ({ text: s.text, translation: s.translation ?? '' })),
    })),
    glossary: draft.glossary,
    questions: draft.questions.map((q) =>
      q.kind === 'multiple_choice'
        ? { kind: q.kind, prompt: q.prompt, options: q.options, answer: q.options[q.answer] ?? '' }
        : { kind: q.kind, prompt: q.prompt, options: [], answer: String(q.answer) },
    ),
  }
}
