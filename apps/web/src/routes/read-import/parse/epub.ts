import { strFromU8, unzipSync } from 'fflate'
import { ImportError, type Chapter, type ParsedText } from './import-error'

/**
 * Most bytes an EPUB may unpack to. A 2 MB zip can hold far more (a "zip bomb"); a real book's
 * text and markup stay well under this.
 */
export const MAX_UNPACKED_BYTES = 40 * 1024 * 1024

/** Elements whose text is one paragraph. */
const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'blockquote',
  'pre',
  'dd',
  'dt',
  'figcaption',
  'td',
  'th',
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
])

/** Elements whose content is never reading text. */
const SKIPPED = new Set(['script', 'style', 'head', 'nav', 'svg', 'math', 'object', 'iframe'])

/** Font obfuscation (IDPF and Adobe) only hides fonts; any other encryption is DRM. */
const FONT_OBFUSCATION = new Set([
  'http://www.idpf.org/2008/embedding',
  'http://ns.adobe.com/pdf/enc#RC',
])

/** An XML or XHTML file parsed without running or loading anything (DOMParser is inert). */
function parseXml(source: string, type: DOMParserSupportedType): Document {
  return new DOMParser().parseFromString(source, type)
}

function failed(document: Document): boolean {
  return document.getElementsByTagName('parsererror').length > 0
}

/** Elements by local name, whatever their namespace prefix (`dc:title`, `opf:item`). */
function byName(root: Document | Element, name: string): Element[] {
  return [...root.getElementsByTagName('*')].filter((element) => element.localName === name)
}

/** `base` (a file's path in the zip) joined with a relative `href`, `..` resolved. */
function resolvePath(base: string, href: string): string {
  const path = decodeURIComponent(href.split('#')[0] ?? '')
  const parts = [...base.split('/').slice(0, -1), ...path.split('/')]
  const out: string[] = []
  for (const part of parts) {
    if (part === '..') out.pop()
    else if (part !== '.' && part !== '') out.push(part)
  }
  return out.join('/')
}

/**
 * The paragraphs of an XHTML document: the text of each block element, inline markup flattened,
 * white space collapsed. Only text is taken — never markup, links, images or styles — and
 * nothing of it is ever rendered as HTML.
 */
function xhtmlParagraphs(document: Document): {
  title: string | null
  paragraphs: string[]
} {
  const paragraphs: string[] = []
  let title: string | null = null
  let buffer = ''
  const flush = () => {
    const text = buffer.replace(/\s+/g, ' ').trim()
    if (text !== '') paragraphs.push(text)
    buffer = ''
  }
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        buffer += child.nodeValue ?? ''
        continue
      }
      if (child.nodeType !== 1) continue
      const element = child as Element
      const name = element.localName.toLowerCase()
      if (SKIPPED.has(name)) continue
      if (name === 'br') {
        buffer += ' '
        continue
      }
      if (BLOCKS.has(name)) {
        flush()
        walk(element)
        if (title === null && /^h[1-3]$/.test(name)) {
          title = (element.textContent ?? '').replace(/\s+/g, ' ').trim() || null
        }
        flush()
      } else {
        walk(element)
      }
    }
  }
  const body = document.getElementsByTagName('body')[0] ?? document.documentElement
  if (body) walk(body)
  flush()
  return { title, paragraphs }
}

/**
 * The chapters of an EPUB (2 or 3): the zip is read with fflate, `META-INF/container.xml` names
 * the package document, whose spine gives the reading order of the XHTML documents; each
 * becomes a chapter of paragraphs (`xhtmlParagraphs`). The book's title comes from its
 * metadata (`dc:title`).
 *
 * @param bytes - The file.
 * @param maxUnpacked - Most bytes it may unpack to (default {@link MAX_UNPACKED_BYTES}).
 * @throws ImportError `BAD_EPUB` (not a zip, no container or package, no spine), `DRM_EPUB`
 *   (encrypted content), `EPUB_TOO_LARGE` (unpacks past `maxUnpacked`)
 */
export function epubText(bytes: Uint8Array, maxUnpacked = MAX_UNPACKED_BYTES): ParsedText {
  let files: Record<string, Uint8Array>
  let unpacked = 0
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        unpacked += file.originalSize
        if (unpacked > maxUnpacked) {
          throw new ImportError('EPUB_TOO_LARGE', { max: maxUnpacked / 1024 / 1024 })
        }
        return true
      },
    })
  } catch (error) {
    if (error instanceof ImportError) throw error
    throw new ImportError('BAD_EPUB')
  }
  const text = (path: string): string | null => {
    const file = files[path]
    return file ? strFromU8(file) : null
  }

  const encryption = text('META-INF/encryption.xml')
  if (encryption !== null) {
    const methods = byName(parseXml(encryption, 'application/xml'), 'EncryptionMethod').map(
      (method) => method.getAttribute('Algorithm') ?? '',
    )
    if (methods.some((algorithm) => !FONT_OBFUSCATION.has(algorithm))) {
      throw new ImportError('DRM_EPUB')
    }
  }

  const container = text('META-INF/container.xml')
  if (container === null) throw new ImportError('BAD_EPUB')
  const rootfile = byName(parseXml(container, 'application/xml'), 'rootfile')[0]
  const packagePath = rootfile?.getAttribute('full-path')
  const packageSource = packagePath ? text(packagePath) : null
  if (!packagePath || packageSource === null) throw new ImportError('BAD_EPUB')
  const opf = parseXml(packageSource, 'application/xml')
  if (failed(opf)) throw new ImportError('BAD_EPUB')

  const manifest = new Map<string, string>()
  for (const item of byName(opf, 'item')) {
    const id = item.getAttribute('id')
    const href = item.getAttribute('href')
    if (id && href) manifest.set(id, resolvePath(packagePath, href))
  }
  const spine = byName(opf, 'itemref')
    .map((ref) => manifest.get(ref.getAttribute('idref') ?? ''))
    .filter((path): path is string => path !== undefined)
  if (spine.length === 0) throw new ImportError('BAD_EPUB')

  const chapters: Chapter[] = []
  for (const path of spine) {
    const source = text(path)
    if (source === null) continue
    let document = parseXml(source, 'application/xhtml+xml')
    // Not well-formed XHTML (common in the wild): read it as HTML, which always parses.
    if (failed(document)) document = parseXml(source, 'text/html')
    const chapter = xhtmlParagraphs(document)
    if (chapter.paragraphs.length > 0) chapters.push(chapter)
  }
  const title = byName(opf, 'title')[0]?.textContent?.replace(/\s+/g, ' ').trim()
  return { title: title || null, chapters }
}
