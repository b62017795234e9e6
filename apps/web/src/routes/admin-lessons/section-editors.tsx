import { countClozeGaps, type Lesson, type LessonSection } from '@fabula/lessons-api'
import { Button, Label } from '@fabula/ui'
import { Plus, Trash2 } from 'lucide-react'
import * as React from 'react'
import { t } from '@/i18n/lessons'
import { removed, replaced } from './draft'
import { ListField, TextField } from './fields'

type Section<K extends string> = Extract<LessonSection, { kind: K } | { type: K }>

/** What every section editor gets. */
interface EditorProps<S extends LessonSection> {
  section: S
  onChange: (section: S) => void
  lesson: Lesson
}

const SELECT_CLASSES =
  'h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50'

/** A repeated group of fields (an example, a question …) with its remove button. */
function Row({
  label,
  onRemove,
  canRemove,
  children,
}: {
  label: string
  onRemove: () => void
  canRemove: boolean
  children: React.ReactNode
}) {
  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {children}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start text-destructive"
        disabled={!canRemove}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
        {t('editor.remove', { item: label })}
      </Button>
    </fieldset>
  )
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="justify-self-start"
      onClick={onClick}
    >
      <Plus aria-hidden />
      {label}
    </Button>
  )
}

/** An optional one-line title; an empty box removes the field. */
function OptionalTitle<S extends { title?: string | undefined }>({
  section,
  onChange,
}: {
  section: S
  onChange: (section: S) => void
}) {
  return (
    <TextField
      label={t('editor.sectionTitle')}
      value={section.title ?? ''}
      onChange={(title) => {
        const { title: _old, ...rest } = section
        onChange((title === '' ? rest : { ...rest, title }) as S)
      }}
    />
  )
}

function ExplanationEditor({ section, onChange }: EditorProps<Section<'explanation'>>) {
  return (
    <div className="grid gap-3">
      <OptionalTitle section={section} onChange={onChange} />
      <TextField
        label={t('editor.body')}
        multiline
        value={section.body}
        onChange={(body) => onChange({ ...section, body })}
        description={t('editor.markdownHelp')}
      />
    </div>
  )
}

function ExamplesEditor({ section, onChange, lesson }: EditorProps<Section<'examples'>>) {
  const set = (items: typeof section.items) => onChange({ ...section, items })
  return (
    <div className="grid gap-3">
      <OptionalTitle section={section} onChange={onChange} />
      {section.items.map((item, index) => (
        <Row
          key={index}
          label={t('editor.example', { n: index + 1 })}
          canRemove={section.items.length > 1}
          onRemove={() => set(removed(section.items, index))}
        >
          <TextField
            label={t('editor.exampleText')}
            lang={lesson.language}
            value={item.text}
            onChange={(text) => set(replaced(section.items, index, { ...item, text }))}
          />
          <TextField
            label={t('editor.translation')}
            lang={lesson.translationLanguage}
            value={item.translation}
            onChange={(translation) =>
              set(replaced(section.items, index, { ...item, translation }))
            }
          />
        </Row>
      ))}
      <AddButton
        label={t('editor.addExample')}
        onClick={() => set([...section.items, { text: '', translation: '' }])}
      />
    </div>
  )
}

function VocabularyEditor({ section, onChange, lesson }: EditorProps<Section<'vocabulary'>>) {
  const set = (items: typeof section.items) => onChange({ ...section, items })
  const optional = (value: string) => (value === '' ? undefined : value)
  return (
    <div className="grid gap-3">
      <OptionalTitle section={section} onChange={onChange} />
      {section.items.map((item, index) => {
        const update = (change: Partial<typeof item>) => {
          const next = { ...item, ...change }
          // Optional fields are left out rather than stored empty.
          if (next.lemma === undefined) delete next.lemma
          if (next.note === undefined) delete next.note
          set(replaced(section.items, index, next))
        }
        return (
          <Row
            key={index}
            label={t('editor.word', { n: index + 1 })}
            canRemove={section.items.length > 1}
            onRemove={() => set(removed(section.items, index))}
          >
            <div className="grid gap-2 sm:grid-cols-2">
              <TextField
                label={t('editor.wordText')}
                lang={lesson.language}
                value={item.word}
                onChange={(word) => update({ word })}
              />
              <TextField
                label={t('editor.lemma')}
                lang={lesson.language}
                value={item.lemma ?? ''}
                onChange={(lemma) => update({ lemma: optional(lemma) })}
              />
              <TextField
                label={t('editor.meaning')}
                lang={lesson.translationLanguage}
                value={item.meaning}
                onChange={(meaning) => update({ meaning })}
              />
              <TextField
                label={t('editor.note')}
                value={item.note ?? ''}
                onChange={(note) => update({ note: optional(note) })}
              />
            </div>
          </Row>
        )
      })}
      <AddButton
        label={t('editor.addWord')}
        onClick={() => set([...section.items, { word: '', meaning: '' }])}
      />
    </div>
  )
}

/** Instruction and optional feedback, shared by every exercise. */
function ExerciseCommon<S extends Section<'exercise'>>({
  section,
  onChange,
}: {
  section: S
  onChange: (section: S) => void
}) {
  return (
    <>
      <TextField
        label={t('editor.instruction')}
        value={section.instruction}
        onChange={(instruction) => onChange({ ...section, instruction })}
      />
      <TextField
        label={t('editor.feedback')}
        multiline
        value={section.explanation ?? ''}
        description={t('editor.feedbackHelp')}
        onChange={(explanation) => {
          const { explanation: _old, ...rest } = section
          onChange((explanation === '' ? rest : { ...rest, explanation }) as S)
        }}
      />
    </>
  )
}

function MultipleChoiceEditor({
  section,
  onChange,
  lesson,
}: EditorProps<Section<'multiple_choice'>>) {
  const set = (questions: typeof section.questions) => onChange({ ...section, questions })
  return (
    <div className="grid gap-3">
      <ExerciseCommon section={section} onChange={onChange} />
      {section.questions.map((question, index) => {
        const id = `${lesson.id}-mc-${index}`
        return (
          <Row
            key={index}
            label={t('editor.question', { n: index + 1 })}
            canRemove={section.questions.length > 1}
            onRemove={() => set(removed(section.questions, index))}
          >
            <TextField
              label={t('editor.prompt')}
              lang={lesson.language}
              value={question.prompt}
              onChange={(prompt) =>
                set(replaced(section.questions, index, { ...question, prompt }))
              }
            />
            <ListField
              label={t('editor.options')}
              description={t('editor.optionsHelp')}
              lang={lesson.language}
              separator="line"
              value={question.options}
              onChange={(options) =>
                set(replaced(section.questions, index, { ...question, options }))
              }
            />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-answer`}>{t('editor.rightOption')}</Label>
              <select
                id={`${id}-answer`}
                className={SELECT_CLASSES}
                value={question.answer}
                onChange={(event) =>
                  set(
                    replaced(section.questions, index, {
                      ...question,
                      answer: Number(event.target.value),
                    }),
                  )
                }
              >
                {question.options.map((option, optionIndex) => (
                  <option key={optionIndex} value={optionIndex}>
                    {option || t('editor.optionN', { n: optionIndex + 1 })}
                  </option>
                ))}
              </select>
            </div>
          </Row>
        )
      })}
      <AddButton
        label={t('editor.addQuestion')}
        onClick={() => set([...section.questions, { prompt: '', options: ['', ''], answer: 0 }])}
      />
    </div>
  )
}

function ClozeEditor({ section, onChange, lesson }: EditorProps<Section<'cloze'>>) {
  const set = (items: typeof section.items) => onChange({ ...section, items })
  return (
    <div className="grid gap-3">
      <ExerciseCommon section={section} onChange={onChange} />
      {section.items.map((item, index) => {
        const update = (change: Partial<typeof item>) => {
          const next = { ...item, ...change }
          if (next.hint === undefined) delete next.hint
          set(replaced(section.items, index, next))
        }
        return (
          <Row
            key={index}
            label={t('editor.sentence', { n: index + 1 })}
            canRemove={section.items.length > 1}
            onRemove={() => set(removed(section.items, index))}
          >
            <TextField
              label={t('editor.clozeText')}
              description={t('editor.clozeHelp')}
              lang={lesson.language}
              value={item.text}
              onChange={(text) => {
                // One list of accepted spellings per gap, kept in step with the text.
                const gaps = countClozeGaps(text)
                const answers = Array.from({ length: gaps }, (_, gap) => item.answers[gap] ?? [])
                update({ text, answers })
              }}
            />
            {item.answers.map((accepted, gap) => (
              <ListField
                key={gap}
                label={t('editor.gapAnswers', { gap: gap + 1 })}
                description={t('editor.gapHelp')}
                lang={lesson.language}
                separator="bar"
                value={accepted}
                onChange={(spellings) =>
                  update({ answers: replaced(item.answers, gap, spellings) })
                }
              />
            ))}
            <TextField
              label={t('editor.hint')}
              value={item.hint ?? ''}
              onChange={(hint) => update({ hint: hint === '' ? undefined : hint })}
            />
          </Row>
        )
      })}
      <AddButton
        label={t('editor.addSentence')}
        onClick={() => set([...section.items, { text: '', answers: [] }])}
      />
    </div>
  )
}

function MatchingEditor({ section, onChange, lesson }: EditorProps<Section<'matching'>>) {
  const set = (pairs: typeof section.pairs) => onChange({ ...section, pairs })
  return (
    <div className="grid gap-3">
      <ExerciseCommon section={section} onChange={onChange} />
      {section.pairs.map((pair, index) => (
        <Row
          key={index}
          label={t('editor.pair', { n: index + 1 })}
          canRemove={section.pairs.length > 3}
          onRemove={() => set(removed(section.pairs, index))}
        >
          <div className="grid gap-2 sm:grid-cols-2">
            <TextField
              label={t('editor.left')}
              lang={lesson.language}
              value={pair.left}
              onChange={(left) => set(replaced(section.pairs, index, { ...pair, left }))}
            />
            <TextField
              label={t('editor.right')}
              value={pair.right}
              onChange={(right) => set(replaced(section.pairs, index, { ...pair, right }))}
            />
          </div>
        </Row>
      ))}
      <AddButton
        label={t('editor.addPair')}
        onClick={() => set([...section.pairs, { left: '', right: '' }])}
      />
    </div>
  )
}

function OrderingEditor({ section, onChange, lesson }: EditorProps<Section<'ordering'>>) {
  const set = (items: typeof section.items) => onChange({ ...section, items })
  return (
    <div className="grid gap-3">
      <ExerciseCommon section={section} onChange={onChange} />
      {section.items.map((item, index) => {
        const alsoAccepted = item.alsoAccepted ?? []
        return (
          <Row
            key={index}
            label={t('editor.sentence', { n: index + 1 })}
            canRemove={section.items.length > 1}
            onRemove={() => set(removed(section.items, index))}
          >
            <ListField
              label={t('editor.chunks')}
              description={t('editor.chunksHelp')}
              lang={lesson.language}
              separator="slash"
              value={item.answer}
              onChange={(answer) => set(replaced(section.items, index, { ...item, answer }))}
            />
            <TextField
              label={t('editor.translation')}
              lang={lesson.translationLanguage}
              value={item.translation}
              onChange={(translation) =>
                set(replaced(section.items, index, { ...item, translation }))
              }
            />
            <ListField
              label={t('editor.alsoAccepted')}
              description={t('editor.alsoAcceptedHelp')}
              lang={lesson.language}
              separator="line"
              value={alsoAccepted.map((order) => order.join(' / '))}
              onChange={(lines) => {
                const orders = lines.map((line) => (line === '' ? [] : line.split(/\s*\/\s*/)))
                const { alsoAccepted: _old, ...rest } = item
                set(
                  replaced(
                    section.items,
                    index,
                    orders.length === 0 ? rest : { ...rest, alsoAccepted: orders },
                  ),
                )
              }}
            />
          </Row>
        )
      })}
      <AddButton
        label={t('editor.addSentence')}
        onClick={() => set([...section.items, { answer: [], translation: '' }])}
      />
    </div>
  )
}

/** The editor of one section, by kind and exercise type. */
export function SectionEditor({
  section,
  onChange,
  lesson,
}: {
  section: LessonSection
  onChange: (section: LessonSection) => void
  lesson: Lesson
}) {
  switch (section.kind) {
    case 'explanation':
      return <ExplanationEditor section={section} onChange={onChange} lesson={lesson} />
    case 'examples':
      return <ExamplesEditor section={section} onChange={onChange} lesson={lesson} />
    case 'vocabulary':
      return <VocabularyEditor section={section} onChange={onChange} lesson={lesson} />
  }
  switch (section.type) {
    case 'multiple_choice':
      return <MultipleChoiceEditor section={section} onChange={onChange} lesson={lesson} />
    case 'cloze':
      return <ClozeEditor section={section} onChange={onChange} lesson={lesson} />
    case 'matching':
      return <MatchingEditor section={section} onChange={onChange} lesson={lesson} />
    case 'ordering':
      return <OrderingEditor section={section} onChange={onChange} lesson={lesson} />
  }
}
