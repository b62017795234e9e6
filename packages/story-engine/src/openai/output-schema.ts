import * as v from 'valibot'
import type { DraftQuestion, StoryDraft } from '../types'

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))

const QuestionOutputSchema = v.pipe(
  v.object({
    kind: v.picklist(['multiple_choice', 'true_false']),
    prompt: Text(1000),
    options: v.array(Text(300)),
    answer: Text(300),
  }),
  v.check(
    (q) =>
      q.kind === 'true_false'
        ? q.answer === 'true' || q.answer === 'false'
        : q.options.length >= 3 && q.options.length <= 4 && q.options.includes(q.answer),
    'multiple_choice needs 3-4 options with the answer among them; true_false needs "true" or "false"',
  ),
  v.transform((q): DraftQuestion =>
    q.kind === 'true_false'
      ? { kind: 'true_false', prompt: q.prompt, answer: q.answer === 'true' }
      : {
          kind: 'multiple_choice',
          prompt: q.prompt,
          options: q.options,
          answer: q.options.indexOf(q.answer),
        },
  ),
)

/**
 * What an OpenAI-compatible model must return, validated with valibot before anything is used or
 * stored. Limits keep a runaway model from filling the database.
 */
export const StoryOutputSchema = v.object({
  title: Text(200),
  paragraphs: v.pipe(
    v.array(
      v.object({
        sentences: v.pipe(
          v.array(
            v.object({ text: Text(2000), translation: v.pipe(v.string(), v.maxLength(2000)) }),
          ),
          v.minLength(1),
          v.maxLength(60),
        ),
      }),
    ),
    v.minLength(1),
    v.maxLength(60),
  ),
  glossary: v.pipe(
    v.array(v.object({ word: Text(60), lemma: Text(60), gloss: Text(200) })),
    v.maxLength(60),
  ),
  questions: v.pipe(v.array(QuestionOutputSchema), v.minLength(5), v.maxLength(12)),
})

/** The validated model output. */
export type StoryOutput = v.InferOutput<typeof StoryOutputSchema>

/** Converts validated output into a draft whose glosses are in `glossLanguage`. */
export function outputToDraft(output: StoryOutput, glossLanguage: string): StoryDraft {
  return {
    title: output.title,
    paragraphs: output.paragraphs.map((p) =>
      p.sentences.map((s) => (s.translation.trim() === '' ? { text: s.text } : s)),
    ),
    glossLanguage,
    glossary: output.glossary,
    questions: output.questions,
  }
}

const string = { type: 'string' } as const

/**
 * The same shape as a JSON Schema for `response_format: { type: 'json_schema', strict: true }`
 * (strict mode wants every property required and no extra properties).
 */
export const STORY_OUTPUT_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'paragraphs', 'glossary', 'questions'],
  properties: {
    title: string,
    paragraphs: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['sentences'],
        properties: {
          sentences: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['text', 'translation'],
              properties: { text: string, translation: string },
            },
          },
        },
      },
    },
    glossary: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['word', 'lemma', 'gloss'],
        properties: { word: string, lemma: string, gloss: string },
      },
    },
    questions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'prompt', 'options', 'answer'],
        properties: {
          kind: { type: 'string', enum: ['multiple_choice', 'true_false'] },
          prompt: string,
          options: { type: 'array', items: string },
          answer: string,
        },
      },
    },
  },
} as const
