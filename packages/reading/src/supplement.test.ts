import { describe, expect, it } from 'vitest'
import { loadFrequencyRanks } from './index.js'
import { insertAtRanks } from './supplement.js'

describe('insertAtRanks', () => {
  it('places each addition at its rank and pushes later words down', () => {
    expect(insertAtRanks(['de', 'la', 'le', 'et'], [['à', 2]])).toEqual([
      'de',
      'à',
      'la',
      'le',
      'et',
    ])
    expect(
      insertAtRanks(
        ['de', 'la', 'le', 'et'],
        [
          ['où', 4],
          ['à', 1],
        ],
      ),
    ).toEqual(['à', 'de', 'la', 'où', 'le', 'et'])
  })

  it('moves a word up to a better rank but never down, and takes the best of repeats', () => {
    expect(
      insertAtRanks(
        ['de', 'la', 'le', 'tu'],
        [
          ['de', 3],
          ['tu', 1],
          ['là', 3],
          ['là', 2],
        ],
      ),
    ).toEqual(['tu', 'là', 'de', 'la', 'le'])
  })

  it('appends additions ranked beyond the end, in rank order', () => {
    expect(
      insertAtRanks(
        ['de'],
        [
          ['très', 90],
          ['être', 50],
        ],
      ),
    ).toEqual(['de', 'être', 'très'])
  })
})

describe('French frequency data', () => {
  it('has the common words the source list lost or lacks', async () => {
    const fr = await loadFrequencyRanks('fr')
    // Closed-class words every beginner meets in the first lesson.
    for (const word of ['à', 'où', 'là', 'ça', 'être', 'très', 'même', 'après', 'déjà']) {
      expect(fr.get(word), word).toBeLessThan(200)
    }
    for (const word of ['père', 'mère', 'frère', 'tête', 'fenêtre', 'garçon', 'cœur', 'forêt']) {
      expect(fr.get(word), word).toBeLessThan(2500)
    }
    // Everyday spoken forms the written source list lacks.
    for (const word of ['toi', 'désolé', 'bonjour', 'façon', 'mangé', 'regardé', 'fatigué']) {
      expect(fr.get(word), word).toBeLessThan(2000)
    }
    // The words the list had keep their order: "de" stays first, "été" before "ans".
    expect(fr.get('de')).toBe(1)
    expect(fr.get('été')).toBeLessThan(fr.get('ans') ?? 0)
  })
})
