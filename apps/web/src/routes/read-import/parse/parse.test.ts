import { TEXT_IMPORT_LIMITS } from '@fabula/reading-api'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { MAX_UNPACKED_BYTES, epubText } from './epub'
import { ImportError } from './import-error'
import { decodeText, plainTextParagraphs } from './plain-text'
import { readImportFile, titleFromFileName, type ImportFile } from './read-text'
import { PART_WORDS, countWords, splitIntoParts } from './split'
import { subtitleChapters } from './subtitles'

/** An in-memory file as the import reads it. */
function file(name: string, content: string | Uint8Array, size?: number): ImportFile {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
  return {
    name,
    size: size ?? bytes.length,
    arrayBuffer: () =>
      Promise.resolve(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      ),
  }
}

/** The ImportError a promise or call ends with. */
async function refusal(run: () => unknown): Promise<ImportError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof ImportError) return error
    throw error
  }
  throw new Error('expected an ImportError')
}

const CONTAINER = `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`

const OPF = `<?xml version="1.0"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>El faro del norte</dc:title></metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="c1" href="text/uno.xhtml" media-type="application/xhtml+xml"/>
    <item id="c2" href="text/dos.xhtml" media-type="application/xhtml+xml"/>
  </manifest>
  <spine><itemref idref="c1"/><itemref idref="c2"/></spine>
</package>`

const xhtml = (body: string) => `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title><style>p{color:red}</style></head>
<body>${body}</body></html>`

function epub(files: Record<string, string>): Uint8Array {
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])),
  )
}

const BOOK = {
  mimetype: 'application/epub+zip',
  'META-INF/container.xml': CONTAINER,
  'OEBPS/content.opf': OPF,
  'OEBPS/nav.xhtml': xhtml('<nav><ol><li>Índice</li></ol></nav>'),
  'OEBPS/text/uno.xhtml': xhtml(
    '<h1>Capítulo uno</h1><p>La <em>luz</em> del faro.</p><script>alert(1)</script><p>Otra<br/>línea.</p>',
  ),
  'OEBPS/text/dos.xhtml': xhtml(
    '<section><h2>Capítulo dos</h2><div><p>El mar.</p></div></section>',
  ),
}

describe('plain text', () => {
  it('splits paragraphs at blank lines, or at lines when there are none', () => {
    expect(plainTextParagraphs('Uno dos.\r\ntres\n\n\n  Cuatro.  \n')).toEqual([
      'Uno dos. tres',
      'Cuatro.',
    ])
    expect(plainTextParagraphs('Uno.\nDos.\nTres.')).toEqual(['Uno.', 'Dos.', 'Tres.'])
  })

  it('reads UTF-8 with or without a byte-order mark, and UTF-16 with one', () => {
    expect(
      decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('ñandú')])),
    ).toBe('ñandú')
    const utf16 = new Uint8Array([0xff, 0xfe, 0x68, 0x00, 0xed, 0x00])
    expect(decodeText(utf16)).toBe('hí')
  })

  it('refuses a file that is not UTF-8 instead of showing mojibake', async () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]) // "café" in Latin-1
    expect((await refusal(() => readImportFile(file('cafe.txt', latin1)))).code).toBe('NOT_UTF8')
  })

  it('reads a .txt file into one chapter', async () => {
    const read = await readImportFile(file('mi_cuento.txt', 'Había una vez.\n\nFin.'))
    expect(read).toEqual({
      format: 'txt',
      title: null,
      chapters: [{ title: null, paragraphs: ['Había una vez.', 'Fin.'] }],
    })
    expect(titleFromFileName('mi_cuento.txt')).toBe('mi cuento')
  })
})

describe('subtitles', () => {
  it('reads SubRip dialogue without numbers, timings or markup, a pause starting a paragraph', async () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:02,500',
      '<i>¿Dónde estás?</i>',
      '',
      '2',
      '00:00:02,600 --> 00:00:04,000',
      '{\\an8}Aquí,',
      'en la cocina.',
      '',
      '3',
      '00:00:10,000 --> 00:00:11,000',
      'Más tarde.',
      '',
    ].join('\r\n')
    const read = await readImportFile(file('episodio.srt', srt))
    expect(read.format).toBe('srt')
    expect(read.chapters[0]?.paragraphs).toEqual([
      '¿Dónde estás? Aquí, en la cocina.',
      'Más tarde.',
    ])
  })

  it('reads WebVTT, leaving out the header, notes, styles and cue settings', () => {
    const vtt = [
      'WEBVTT - episodio',
      '',
      'NOTE escrito a mano',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '00:01.000 --> 00:02.000 align:start',
      '<v Ana>Hola, <c.loud>mundo</c>.',
      '',
      '00:02.100 --> 00:03.000',
      'Adiós &amp; gracias.',
    ].join('\n')
    expect(subtitleChapters(vtt)).toEqual([
      { title: null, paragraphs: ['Hola, mundo. Adiós & gracias.'] },
    ])
  })
})

describe('EPUB', () => {
  it('reads the spine in order, as text only: no navigation, scripts or styles', () => {
    const read = epubText(epub(BOOK))
    expect(read.title).toBe('El faro del norte')
    expect(read.chapters).toEqual([
      {
        title: 'Capítulo uno',
        paragraphs: ['Capítulo uno', 'La luz del faro.', 'Otra línea.'],
      },
      { title: 'Capítulo dos', paragraphs: ['Capítulo dos', 'El mar.'] },
    ])
  })

  it('reads a chapter that is not well-formed XHTML as HTML', () => {
    const read = epubText(
      epub({ ...BOOK, 'OEBPS/text/dos.xhtml': '<html><body><p>Sin cerrar<p>Otra</body></html>' }),
    )
    expect(read.chapters[1]?.paragraphs).toEqual(['Sin cerrar', 'Otra'])
  })

  it('refuses a file that is not a zip, a zip without an EPUB container, and an empty spine', async () => {
    expect((await refusal(() => readImportFile(file('libro.epub', 'not a zip at all')))).code).toBe(
      'BAD_EPUB',
    )
    expect((await refusal(() => epubText(epub({ 'hola.txt': 'hola' })))).code).toBe('BAD_EPUB')
    const noSpine = { ...BOOK, 'OEBPS/content.opf': OPF.replace(/<spine>.*<\/spine>/s, '<spine/>') }
    expect((await refusal(() => epubText(epub(noSpine)))).code).toBe('BAD_EPUB')
  })

  it('refuses copy-protected books but reads books whose fonts are only obfuscated', async () => {
    const encryption = (
      algorithm: string,
    ) => `<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container"
      xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData>
      <enc:EncryptionMethod Algorithm="${algorithm}"/></enc:EncryptedData></encryption>`
    const drm = epub({
      ...BOOK,
      'META-INF/encryption.xml': encryption('http://www.w3.org/2001/04/xmlenc#aes128-cbc'),
    })
    expect((await refusal(() => epubText(drm))).code).toBe('DRM_EPUB')
    const fonts = epub({
      ...BOOK,
      'META-INF/encryption.xml': encryption('http://www.idpf.org/2008/embedding'),
    })
    expect(epubText(fonts).chapters).toHaveLength(2)
  })

  it('refuses a small zip that unpacks to far more than a book', async () => {
    const bomb = zipSync({
      ...Object.fromEntries(Object.entries(BOOK).map(([k, v]) => [k, strToU8(v)])),
      'OEBPS/zeros.bin': new Uint8Array(MAX_UNPACKED_BYTES + 1),
    })
    expect(bomb.length).toBeLessThan(TEXT_IMPORT_LIMITS.maxFileBytes)
    expect((await refusal(() => epubText(bomb))).code).toBe('EPUB_TOO_LARGE')
  })

  it('refuses a book without any text', async () => {
    const empty = epub({
      ...BOOK,
      'OEBPS/text/uno.xhtml': xhtml('<img src="a.png"/>'),
      'OEBPS/text/dos.xhtml': xhtml(''),
    })
    expect((await refusal(() => readImportFile(file('vacío.epub', empty)))).code).toBe('NO_TEXT')
  })
})

describe('limits', () => {
  it('refuses a file over 2 MB before reading it', async () => {
    const big = file('grande.txt', 'x', TEXT_IMPORT_LIMITS.maxFileBytes + 1)
    const error = await refusal(() => readImportFile(big))
    expect(error.code).toBe('FILE_TOO_LARGE')
    expect(error.params).toEqual({ size: 2, max: 2 })
  })

  it('refuses a format it cannot read', async () => {
    expect((await refusal(() => readImportFile(file('libro.pdf', '%PDF')))).code).toBe(
      'UNSUPPORTED',
    )
  })

  it('refuses more than 200,000 words, saying how many the text has', async () => {
    const chapter = {
      title: null,
      paragraphs: Array.from({ length: 101 }, () => 'palabra '.repeat(2000)),
    }
    const error = await refusal(() => splitIntoParts([chapter], 'Largo', 'es'))
    expect(error.code).toBe('TOO_MANY_WORDS')
    expect(error.params).toEqual({ words: 202_000, max: 200_000 })
  })

  it('refuses a text with no words', async () => {
    expect(
      (await refusal(() => splitIntoParts([{ title: null, paragraphs: ['…', '—'] }], 'x', 'es')))
        .code,
    ).toBe('NO_TEXT')
  })
})

describe('parts', () => {
  it('cuts a long chapter into numbered parts of about 1,500 words at paragraph ends', () => {
    const paragraphs = Array.from(
      { length: 40 },
      (_, i) => `Párrafo ${i}. ${'palabra '.repeat(98).trim()}.`,
    )
    const parts = splitIntoParts([{ title: 'Capítulo', paragraphs }], 'Libro', 'es')
    expect(parts.map((part) => part.title)).toEqual([
      'Capítulo (1/3)',
      'Capítulo (2/3)',
      'Capítulo (3/3)',
    ])
    expect(parts.every((part) => part.wordCount <= PART_WORDS)).toBe(true)
    expect(parts.reduce((sum, part) => sum + part.wordCount, 0)).toBe(
      paragraphs.reduce((sum, p) => sum + countWords(p, 'es'), 0),
    )
    expect(parts.flatMap((part) => part.paragraphs)).toEqual(paragraphs)
  })

  it('joins very short chapters to the next, and gives untitled text the text’s title', () => {
    const parts = splitIntoParts(
      [
        { title: 'Dedicatoria', paragraphs: ['Para Ana.'] },
        { title: 'Uno', paragraphs: ['palabra '.repeat(300)] },
        { title: null, paragraphs: ['palabra '.repeat(300)] },
      ],
      'Libro',
      'es',
    )
    expect(parts.map((part) => [part.title, part.wordCount])).toEqual([
      ['Dedicatoria', 302],
      ['Libro', 300],
    ])
  })

  it('cuts a paragraph without sentence ends, or one long "word", so a part stays readable', () => {
    const endless = 'palabra '.repeat(700).trim()
    const [part] = splitIntoParts([{ title: null, paragraphs: [endless] }], 'x', 'es')
    expect(part?.paragraphs.map((p) => countWords(p, 'es'))).toEqual([300, 300, 100])
    const link = 'a'.repeat(10_000)
    const [long] = splitIntoParts(
      [{ title: null, paragraphs: [`Mira ${link} y ${link}.`] }],
      'x',
      'es',
    )
    expect(long?.paragraphs.every((p) => p.length <= 4_000 + link.length)).toBe(true)
    expect(long?.paragraphs.length).toBeGreaterThan(1)
  })

  it('counts Japanese words as the reader does', () => {
    expect(countWords('猫が好きです。', 'ja')).toBeGreaterThan(1)
  })
})
