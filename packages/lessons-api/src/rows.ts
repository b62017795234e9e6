import * as v from 'valibot'
import { LESSON_STATES, LESSON_STATUSES } from './constants.js'
import { LessonSchema, type Lesson, type LessonSection } from './content-schema.js'
import { parseWith } from './parse.js'

/** A lesson status. */
export type LessonStatus = (typeof LESSON_STATUSES)[number]

/** A learner's state in a lesson. */
export type LessonState = (typeof LESSON_STATES)[number]

/** One page of a server-side list and the number of rows matching its filters. */
export interface Page<T> {
  rows: T[]
  total: number
}

/** A numeric column: PostgREST sends JSON numbers, some drivers send numeric as text. */
const NumericSchema = v.pipe(v.union([v.number(), v.string()]), v.transform(Number))

// ---------------------------------------------------------------------------------------------
// Lessons with their body

/** The columns of a full lesson row (public.lessons). */
export const LESSON_COLUMNS =
  'id,language,translation_language,level,sub_level,position,title,summary,topics,estimated_minutes,sections,status,author_id,created_at,updated_at,published_at'

/** A full lesson row; the body is checked by {@link LessonSchema} in {@link toStoredLesson}. */
export const LessonRowSchema = v.object({
  id: v.string(),
  language: v.string(),
  translation_language: v.string(),
  level: v.string(),
  sub_level: v.number(),
  position: v.number(),
  title: v.string(),
  summary: v.string(),
  topics: v.array(v.string()),
  estimated_minutes: v.number(),
  sections: v.array(v.unknown()),
  status: v.picklist(LESSON_STATUSES),
  author_id: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
  published_at: v.nullable(v.string()),
})

/** A lesson as stored: its content plus what the database keeps about it. */
export interface StoredLesson {
  lesson: Lesson
  status: LessonStatus
  /** Who created it; `null` for the lessons Fabula ships. */
  authorId: string | null
  createdAt: string
  updatedAt: string
  publishedAt: string | null
}

/**
 * A lesson row as the content format: the same {@link LessonSchema} that checks the shipped files
 * and the authoring form checks what the database returns.
 *
 * @throws AppError `DATA_CORRUPTION` when the stored lesson does not fit the format
 */
export function toStoredLesson(row: unknown, operation: string): StoredLesson {
  const stored = parseWith(LessonRowSchema, row, operation)
  const lesson = parseWith(
    LessonSchema,
    {
      id: stored.id,
      language: stored.language,
      translationLanguage: stored.translation_language,
      level: stored.level,
      subLevel: stored.sub_level,
      order: stored.position,
      title: stored.title,
      summary: stored.summary,
      topics: stored.topics,
      estimatedMinutes: stored.estimated_minutes,
      sections: stored.sections,
    },
    operation,
  )
  return {
    lesson,
    status: stored.status,
    authorId: stored.author_id,
    createdAt: stored.created_at,
    updatedAt: stored.updated_at,
    publishedAt: stored.published_at,
  }
}

/** The columns a write sets from a lesson of the content format. */
export function lessonRowOf(lesson: Lesson) {
  return {
    id: lesson.id,
    language: lesson.language,
    translation_language: lesson.translationLanguage,
    level: lesson.level,
    sub_level: lesson.subLevel,
    position: lesson.order,
    title: lesson.title,
    summary: lesson.summary,
    topics: lesson.topics,
    estimated_minutes: lesson.estimatedMinutes,
    sections: lesson.sections satisfies LessonSection[],
  }
}

// ---------------------------------------------------------------------------------------------
// Lesson lists

/** The columns of a learner's catalogue card (public.lesson_catalog). */
export const LESSON_CARD_COLUMNS =
  'id,language,level,sub_level,position,title,summary,topics,estimated_minutes,section_count,section_reached,started_at,completed_at,state'

/** A published lesson as a learner's catalogue lists it, with their progress. */
export const LessonCardSchema = v.pipe(
  v.object({
    id: v.string(),
    language: v.string(),
    level: v.string(),
    sub_level: v.number(),
    position: v.number(),
    title: v.string(),
    summary: v.string(),
    topics: v.array(v.string()),
    estimated_minutes: v.number(),
    section_count: v.number(),
    section_reached: v.nullable(v.number()),
    started_at: v.nullable(v.string()),
    completed_at: v.nullable(v.string()),
    state: v.picklist(LESSON_STATES),
  }),
  v.transform((row) => ({
    id: row.id,
    language: row.language,
    level: row.level,
    subLevel: row.sub_level,
    order: row.position,
    title: row.title,
    summary: row.summary,
    topics: row.topics,
    estimatedMinutes: row.estimated_minutes,
    sectionCount: row.section_count,
    sectionReached: row.section_reached,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    state: row.state,
  })),
)

/** A lesson card of the learner's catalogue. */
export type LessonCard = v.InferOutput<typeof LessonCardSchema>

/** The columns of an authoring list row (public.lesson_summaries). */
export const LESSON_SUMMARY_COLUMNS =
  'id,language,level,sub_level,position,title,topics,estimated_minutes,section_count,status,author_id,updated_at,published_at'

/** A lesson as the authoring list shows it (any status, no body). */
export const LessonSummarySchema = v.pipe(
  v.object({
    id: v.string(),
    language: v.string(),
    level: v.string(),
    sub_level: v.number(),
    position: v.number(),
    title: v.string(),
    topics: v.array(v.string()),
    estimated_minutes: v.number(),
    section_count: v.number(),
    status: v.picklist(LESSON_STATUSES),
    author_id: v.nullable(v.string()),
    updated_at: v.string(),
    published_at: v.nullable(v.string()),
  }),
  v.transform((row) => ({
    id: row.id,
    language: row.language,
    level: row.level,
    subLevel: row.sub_level,
    order: row.position,
    title: row.title,
    topics: row.topics,
    estimatedMinutes: row.estimated_minutes,
    sectionCount: row.section_count,
    status: row.status,
    authorId: row.author_id,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
  })),
)

/** A row of the authoring list. */
export type LessonSummary = v.InferOutput<typeof LessonSummarySchema>

/** Someone who wrote lessons: their id and the name staff know them by. */
export const LessonAuthorSchema = v.pipe(
  v.object({ author_id: v.string(), name: v.string() }),
  v.transform((row) => ({ id: row.author_id, name: row.name })),
)

/** An author of lessons. */
export type LessonAuthor = v.InferOutput<typeof LessonAuthorSchema>

// ---------------------------------------------------------------------------------------------
// Learner progress in lessons

/** A learner's last check of one exercise. */
export const ExerciseResultSchema = v.object({
  correct: v.pipe(v.number(), v.integer(), v.minValue(0)),
  total: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
})

/** The score of one exercise check. */
export type ExerciseResult = v.InferOutput<typeof ExerciseResultSchema>

/** A learner's progress in one lesson (public.lesson_progress). */
export const LessonProgressSchema = v.pipe(
  v.object({
    lesson_id: v.string(),
    section_reached: v.number(),
    exercise_results: v.record(v.string(), ExerciseResultSchema),
    started_at: v.string(),
    updated_at: v.string(),
    completed_at: v.nullable(v.string()),
  }),
  v.transform((row) => ({
    lessonId: row.lesson_id,
    sectionReached: row.section_reached,
    /** Keyed by the exercise's section index. */
    exerciseResults: row.exercise_results,
    startedAt: row.started_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
  })),
)

/** A learner's progress in one lesson. */
export type LessonProgress = v.InferOutput<typeof LessonProgressSchema>

/** The columns of {@link LessonProgressSchema}. */
export const LESSON_PROGRESS_COLUMNS =
  'lesson_id,section_reached,exercise_results,started_at,updated_at,completed_at'

// ---------------------------------------------------------------------------------------------
// Staff: learner progress

/** A level one sub-level up or down from the learner's, from their newest tests. */
const LevelSuggestionSchema = v.pipe(
  v.object({
    level: v.string(),
    sub_level: v.number(),
    direction: v.picklist(['up', 'down']),
  }),
  v.transform((row) => ({ level: row.level, subLevel: row.sub_level, direction: row.direction })),
)

/** One learner of the staff's progress table. */
export const LearnerProgressSchema = v.pipe(
  v.object({
    user_id: v.string(),
    email: v.nullable(v.string()),
    name: v.nullable(v.string()),
    language: v.nullable(v.string()),
    level: v.nullable(v.string()),
    sub_level: v.nullable(v.number()),
    words_known: v.number(),
    stories_read: v.number(),
    minutes_read: v.number(),
    tests_taken: v.number(),
    average_score: v.nullable(NumericSchema),
    lessons_completed: v.number(),
    last_active_at: v.nullable(v.string()),
    suggestion: v.nullable(LevelSuggestionSchema),
  }),
  v.transform((row) => ({
    userId: row.user_id,
    email: row.email,
    name: row.name,
    language: row.language,
    level: row.level,
    subLevel: row.sub_level,
    wordsKnown: row.words_known,
    storiesRead: row.stories_read,
    minutesRead: row.minutes_read,
    testsTaken: row.tests_taken,
    /** Mean of score / total over every test (0..1); `null` before the first test. */
    averageScore: row.average_score,
    lessonsCompleted: row.lessons_completed,
    lastActiveAt: row.last_active_at,
    suggestion: row.suggestion,
  })),
)

/** A learner's figures in the progress table. */
export type LearnerProgress = v.InferOutput<typeof LearnerProgressSchema>

/** What the drill-in shows of one learner (admin_learner_detail). */
export const LearnerDetailSchema = v.pipe(
  v.object({
    learner: LearnerProgressSchema,
    words_known: v.array(v.object({ day: v.string(), known: v.number() })),
    stories: v.array(
      v.object({
        id: v.string(),
        title: v.string(),
        language: v.string(),
        level: v.string(),
        genre: v.string(),
        provider: v.string(),
        created_at: v.string(),
        finished_at: v.nullable(v.string()),
        seconds_read: v.number(),
      }),
    ),
    tests: v.array(
      v.object({
        kind: v.picklist(['comprehension', 'cloze', 'meaning']),
        story_id: v.nullable(v.string()),
        story_title: v.nullable(v.string()),
        score: v.number(),
        total: v.number(),
        created_at: v.string(),
      }),
    ),
    lessons: v.array(
      v.object({
        lesson_id: v.string(),
        title: v.string(),
        language: v.string(),
        level: v.string(),
        section_reached: v.number(),
        section_count: v.number(),
        correct: v.number(),
        total: v.number(),
        started_at: v.string(),
        updated_at: v.string(),
        completed_at: v.nullable(v.string()),
      }),
    ),
  }),
  v.transform((row) => ({
    learner: row.learner,
    wordsKnown: row.words_known,
    stories: row.stories.map((story) => ({
      id: story.id,
      title: story.title,
      language: story.language,
      level: story.level,
      genre: story.genre,
      provider: story.provider,
      createdAt: story.created_at,
      finishedAt: story.finished_at,
      secondsRead: story.seconds_read,
    })),
    tests: row.tests.map((test) => ({
      kind: test.kind,
      storyId: test.story_id,
      storyTitle: test.story_title,
      score: test.score,
      total: test.total,
      createdAt: test.created_at,
    })),
    lessons: row.lessons.map((lesson) => ({
      lessonId: lesson.lesson_id,
      title: lesson.title,
      language: lesson.language,
      level: lesson.level,
      sectionReached: lesson.section_reached,
      sectionCount: lesson.section_count,
      correct: lesson.correct,
      total: lesson.total,
      startedAt: lesson.started_at,
      updatedAt: lesson.updated_at,
      completedAt: lesson.completed_at,
    })),
  })),
)

/** One learner's drill-in: figures, words known per day, recent stories and tests, lessons. */
export type LearnerDetail = v.InferOutput<typeof LearnerDetailSchema>

// ---------------------------------------------------------------------------------------------
// Staff: analytics series

const DaySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))
const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0))

/** Rows of each analytics series, by metric. */
export const ANALYTICS_ROW_SCHEMAS = {
  /** Learners with any activity per day. */
  activeLearners: v.object({ day: DaySchema, learners: CountSchema }),
  /** Stories written per day from the built-in library and from a connected provider. */
  storiesPerDay: v.object({ day: DaySchema, library: CountSchema, provider: CountSchema }),
  /** Generation requests per day, failures, and latency of the successful ones (seconds). */
  generation: v.object({
    day: DaySchema,
    requests: CountSchema,
    failures: CountSchema,
    p50_seconds: v.nullable(NumericSchema),
    p95_seconds: v.nullable(NumericSchema),
  }),
  /** Tests taken and their mean score (0..1) by CEFR level. */
  testsByLevel: v.object({
    level: v.string(),
    comprehension: CountSchema,
    vocabulary: CountSchema,
    mean_score: v.nullable(NumericSchema),
  }),
  /** Stories written per genre, most first. */
  genres: v.object({ genre: v.string(), stories: CountSchema }),
  /** Lessons completed per day. */
  lessonsCompleted: v.object({ day: DaySchema, completed: CountSchema }),
} as const

/** An analytics series. */
export type AnalyticsMetric = keyof typeof ANALYTICS_ROW_SCHEMAS

/** The rows of one analytics series. */
export type AnalyticsRows<M extends AnalyticsMetric> = v.InferOutput<
  (typeof ANALYTICS_ROW_SCHEMAS)[M]
>[]
