import type { HelpSection } from '@fabula/help-center-api/contract'
import { parseLessonMarkdown, type LessonInline } from '@fabula/lessons-api'
import * as React from 'react'

function Inline({ parts }: { parts: readonly LessonInline[] }) {
  return parts.map((part, index) =>
    part.kind === 'strong' ? (
      <strong key={index}>{part.text}</strong>
    ) : part.kind === 'emphasis' ? (
      <em key={index}>{part.text}</em>
    ) : (
      <React.Fragment key={index}>{part.text}</React.Fragment>
    ),
  )
}

/**
 * A section body in the lesson Markdown subset, as elements with text children — never HTML.
 * A body that breaks the subset (only an editor's unsaved draft can) is shown as plain
 * paragraphs, so nothing in it is ever interpreted.
 */
function MarkdownBody({ body }: { body: string }) {
  const { blocks, problems } = parseLessonMarkdown(body)
  if (problems.length > 0) {
    return body.split(/\n\s*\n/).map((paragraph, index) => <p key={index}>{paragraph}</p>)
  }
  return blocks.map((block, index) =>
    block.kind === 'paragraph' ? (
      <p key={index}>
        <Inline parts={block.content} />
      </p>
    ) : (
      <ul key={index} className="list-disc ps-6">
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Inline parts={item} />
          </li>
        ))}
      </ul>
    ),
  )
}

/** An article's sections, each with its heading (h2) and body. */
export function ArticleBody({ sections }: { sections: readonly HelpSection[] }) {
  return (
    <div className="flex max-w-prose flex-col gap-6 leading-relaxed" data-testid="article-body">
      {sections.map((section, index) => (
        <section key={index} className="flex flex-col gap-3">
          {section.title && <h2 className="text-lg font-semibold">{section.title}</h2>}
          <MarkdownBody body={section.body} />
        </section>
      ))}
    </div>
  )
}
