import { afterAll, describe, expect, it } from 'vitest'
import { SPEECH_LANGUAGES, createOfflineVoice, decodeMp3 } from '../index'
import type { SpeechLanguage } from '../index'

/** One word, then two sentences, in each library language. */
const SAMPLES: Record<SpeechLanguage, [word: string, sentences: string]> = {
  es: ['Hola.', 'Hoy llueve mucho en la ciudad. Ana busca su paraguas debajo de la cama.'],
  pt: ['Olá.', 'Hoje chove muito na cidade. Ana procura o guarda-chuva embaixo da cama.'],
  fr: [
    'Bonjour.',
    'Il pleut beaucoup en ville aujourd’hui. Anne cherche son parapluie sous le lit.',
  ],
  it: ['Ciao.', 'Oggi piove molto in città. Anna cerca il suo ombrello sotto il letto.'],
  de: ['Hallo.', 'Heute regnet es viel in der Stadt. Anna sucht ihren Regenschirm unter dem Bett.'],
  en: [
    'Hello.',
    'It is raining hard in the city today. Anna looks for her umbrella under the bed.',
  ],
  ja: ['猫。', '今日は雨です。さくらは朝、学校に行きます。'],
  zh: ['猫。', '今天下大雨。安娜在床下找她的雨伞。'],
  ar: ['مرحبا.', 'اليوم تمطر كثيرا في المدينة. تبحث آنا عن مظلتها تحت السرير.'],
  ru: ['Привет.', 'Сегодня в городе идёт сильный дождь. Анна ищет зонтик под кроватью.'],
}

describe('the offline voice (eSpeak NG)', () => {
  const voice = createOfflineVoice()
  afterAll(() => voice.close())

  it.each(SPEECH_LANGUAGES)(
    'speaks %s: MP3 that decodes, longer for two sentences than for one word',
    async (language) => {
      const [word, sentences] = SAMPLES[language]
      const short = await voice.synthesize({ text: word, language })
      const long = await voice.synthesize({ text: sentences, language })
      const shortAudio = await decodeMp3(short.audio)
      const longAudio = await decodeMp3(long.audio)
      expect(shortAudio?.sampleRate).toBe(22050)
      expect(shortAudio!.durationMs).toBeGreaterThan(200)
      expect(longAudio!.durationMs).toBeGreaterThan(shortAudio!.durationMs * 2.5)
      // The reported length is the PCM's; the decoder adds at most the encoder's padding frames.
      expect(Math.abs(longAudio!.durationMs - long.durationMs)).toBeLessThan(150)
      expect(long.contentType).toBe('audio/mpeg')
    },
  )

  it('times each word: increasing starts inside the audio, spans that name the words', async () => {
    const text = 'Hoy llueve mucho en la ciudad.'
    const spoken = await voice.synthesize({ text, language: 'es' })
    expect(spoken.timings.map((t) => text.slice(t.start, t.end))).toEqual([
      'Hoy',
      'llueve',
      'mucho',
      'en',
      'la',
      'ciudad',
    ])
    for (const [i, t] of spoken.timings.entries()) {
      expect(t.endMs).toBeGreaterThan(t.startMs)
      expect(t.endMs).toBeLessThanOrEqual(spoken.durationMs)
      if (i > 0) expect(t.startMs).toBeGreaterThanOrEqual(spoken.timings[i - 1]!.endMs)
    }
  })

  it('reports offsets in the original text for letters beyond one UTF-16 unit and for Arabic', async () => {
    const text = 'Привет, как дела?'
    const spoken = await voice.synthesize({ text, language: 'ru' })
    expect(spoken.timings.map((t) => text.slice(t.start, t.end))).toEqual(['Привет', 'как', 'дела'])
  })

  it('loads ahead of time on request, and says the next sentence as usual', async () => {
    const fresh = createOfflineVoice()
    try {
      await fresh.warmUp(['ja', 'zh'])
      const spoken = await fresh.synthesize({ text: '猫がいます。', language: 'ja' })
      expect((await decodeMp3(spoken.audio))?.durationMs).toBeGreaterThan(300)
    } finally {
      await fresh.close()
    }
  })

  it('stops waiting for a sentence when its caller gives up', async () => {
    const controller = new AbortController()
    const pending = voice.synthesize({ text: SAMPLES.de[1], language: 'de' }, controller.signal)
    controller.abort(new Error('gone'))
    await expect(pending).rejects.toThrow('gone')
    expect((await voice.synthesize({ text: 'Hallo.', language: 'de' })).durationMs).toBeGreaterThan(
      200,
    )
  })

  it('reads Japanese kanji (through their readings) as long as the same words in kana', async () => {
    const kanji = await voice.synthesize({ text: '今日は雨です。学校に行きます。', language: 'ja' })
    const kana = await voice.synthesize({
      text: 'きょうはあめです。がっこうにいきます。',
      language: 'ja',
    })
    // Unread kanji are spelled out letter by letter ("Chinese letter"), several times longer.
    expect(kanji.durationMs / kana.durationMs).toBeGreaterThan(0.8)
    expect(kanji.durationMs / kana.durationMs).toBeLessThan(1.25)
    expect(kanji.timings[0]?.start).toBe(0)
  })
})
