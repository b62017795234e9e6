/** Query keys of the reading data; word statuses are keyed per language and shared by every screen. */
export const readingKeys = {
  all: ['reading'] as const,
  request: (id: string) => ['reading', 'request', id] as const,
  stories: () => ['reading', 'stories'] as const,
  story: (id: string) => ['reading', 'story', id] as const,
  wordStatuses: (language: string) => ['reading', 'word-statuses', language] as const,
  readingEvents: () => ['reading', 'events'] as const,
  questions: (storyId: string) => ['reading', 'questions', storyId] as const,
  testHistory: () => ['reading', 'test-history'] as const,
}
