import * as React from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Combobox, MultiSelect, type ComboboxOption } from '../index.js'

const languages: ComboboxOption[] = [
  { value: 'es', label: 'Spanish', keywords: ['Español'] },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
]

describe('Combobox', () => {
  it('opens from the keyboard, filters by label or keyword, and picks with Enter', async () => {
    const onValueChange = vi.fn()
    const user = userEvent.setup()
    render(
      <Combobox
        aria-label="Language"
        options={languages}
        value={null}
        onValueChange={onValueChange}
      />,
    )
    const trigger = screen.getByRole('combobox', { name: 'Language' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    trigger.focus()
    await user.keyboard('{Enter}')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('Españ')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Spanish'])
    await user.keyboard('{Enter}')
    expect(onValueChange).toHaveBeenCalledWith('es')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows the chosen label and clears it when picked again', async () => {
    const onValueChange = vi.fn()
    const user = userEvent.setup()
    render(
      <Combobox
        aria-label="Language"
        options={languages}
        value="fr"
        onValueChange={onValueChange}
      />,
    )
    const trigger = screen.getByRole('combobox', { name: 'Language' })
    expect(trigger).toHaveTextContent('French')
    await user.click(trigger)
    await user.click(screen.getByRole('option', { name: /French/ }))
    expect(onValueChange).toHaveBeenCalledWith(null)
  })

  it('with creatable offers to add a value that is not listed', async () => {
    const onValueChange = vi.fn()
    const user = userEvent.setup()
    render(
      <Combobox
        aria-label="Author"
        options={[]}
        value={null}
        onValueChange={onValueChange}
        creatable
      />,
    )
    await user.click(screen.getByRole('combobox', { name: 'Author' }))
    await user.keyboard('Clarice Lispector')
    await user.click(screen.getByRole('option', { name: 'Add “Clarice Lispector”' }))
    expect(onValueChange).toHaveBeenCalledWith('Clarice Lispector')
  })
})

describe('MultiSelect', () => {
  function Genres() {
    const [value, setValue] = React.useState<string[]>(['fr'])
    return (
      <MultiSelect
        aria-label="Languages"
        options={languages}
        value={value}
        onValueChange={setValue}
      />
    )
  }

  it('toggles values while staying open and lists them as removable chips', async () => {
    const user = userEvent.setup()
    render(<Genres />)
    await user.click(screen.getByRole('combobox', { name: 'Languages' }))
    await user.click(screen.getByRole('option', { name: /German/ }))
    expect(screen.getByRole('combobox', { name: 'Languages' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await user.keyboard('{Escape}')
    const chips = screen.getByRole('list')
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['French', 'German'])
    await user.click(screen.getByRole('button', { name: 'Remove French' }))
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['German'])
  })
})
