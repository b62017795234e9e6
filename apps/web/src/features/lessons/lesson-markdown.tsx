import { parseLessonMarkdown, type LessonInline } from '@fabula/lessons-api'
import { cn } from '@fabula/ui'
import * as React from 'react'

function Inline({ content }: { content: readonly LessonInline[] }) {
  return content.map((run, index) =>
    run.kind === 'strong' ? (
      <strong key={index} className="font-semibold">
        {run.text}
      </strong>
    ) : run.kind === 'emphasis' ? (
      <em key={index}>{run.text}</em>
    ) : (
      <React.Fragment key={index}>{run.text}</React.Fragment>
    ),
  )
}

/**
 * Text in the lesson Markdown subset as paragraphs and bullet lists of React text — never HTML.
 * Text the parser refuses (an author's draft in the preview) is shown as it was written.
 */
export function LessonMarkdown({ source, className }: { source: string; className?: string }) {
  const { blocks, problems } = React.useMemo(() => parseLessonMarkdown(source), [source])
  if (problems.length > 0) {
    return <p className={cn('whitespace-pre-line', className)}>{source}</p>
  }
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>
            <Inline content={block.content} />
          </p>
        ) : (
          <ul key={index} className="ms-5 list-disc space-y-1">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inline content={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  )
}
