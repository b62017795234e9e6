import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../index.js'

describe('Button', () => {
  it('runs onClick when enabled', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Save</Button>)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('is disabled and ignores clicks when disabled', async () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toBeDisabled()
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('while loading keeps its label, shows a hidden spinner, is busy and blocks clicks', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('data-state', 'loading')
    expect(button).toBeDisabled()
    expect(button.querySelector('[data-slot="button-spinner"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('with asChild renders the child link and marks it aria-disabled while loading', async () => {
    const onClick = vi.fn()
    render(
      <Button asChild loading onClick={onClick}>
        <a href="#next">Next chapter</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Next chapter' })
    expect(link.tagName).toBe('A')
    expect(link).toHaveAttribute('aria-disabled', 'true')
    expect(link).not.toHaveAttribute('disabled')
    await userEvent.click(link)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('applies variant classes and lets className override them', () => {
    render(
      <Button variant="destructive" className="px-8">
        Delete
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Delete' })
    expect(button).toHaveAttribute('data-variant', 'destructive')
    expect(button.className).toContain('bg-destructive')
    expect(button.className).toContain('px-8')
    expect(button.className).not.toContain('px-4')
  })
})
