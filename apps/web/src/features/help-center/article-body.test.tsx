import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ArticleBody } from './article-body'

describe('ArticleBody', () => {
  it('renders paragraphs, lists, bold and italic as elements', () => {
    const { container } = render(
      <ArticleBody
        sections={[{ title: 'Statuses', body: 'Mark words **known**.\n\n- one *item*\n- two' }]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Statuses' })).toBeInTheDocument()
    expect(container.querySelector('strong')?.textContent).toBe('known')
    expect(container.querySelector('em')?.textContent).toBe('item')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it('shows a body outside the subset as plain text, never as markup', () => {
    const { container } = render(
      <ArticleBody sections={[{ body: 'Click <img src=x onerror=alert(1)> here' }]} />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>')
  })
})
