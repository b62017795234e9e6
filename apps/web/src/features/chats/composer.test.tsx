import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Composer } from './composer'

describe('Composer', () => {
  it('sends on Enter, starts a new line on Shift+Enter, and empties after sending', async () => {
    const onSend = vi.fn(() => Promise.resolve())
    render(<Composer onSend={onSend} />)
    const box = screen.getByRole('textbox', { name: 'Message' })
    await userEvent.type(box, 'Hola{Shift>}{Enter}{/Shift}¿qué tal?')
    expect(onSend).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    expect(onSend).toHaveBeenCalledWith('Hola\n¿qué tal?')
    expect(box).toHaveValue('')
  })

  it('sends nothing blank and nothing over 4,000 characters, and says so', async () => {
    const onSend = vi.fn(() => Promise.resolve())
    render(<Composer onSend={onSend} />)
    const box = screen.getByRole('textbox', { name: 'Message' })
    await userEvent.type(box, '   {Enter}')
    expect(onSend).not.toHaveBeenCalled()
    await userEvent.clear(box)
    await userEvent.click(box)
    await userEvent.paste('x'.repeat(4001))
    expect(screen.getByText('4001 / 4000')).toBeInTheDocument()
    expect(screen.getByText('A message has at most 4000 characters.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
    await userEvent.keyboard('{Enter}')
    expect(onSend).not.toHaveBeenCalled()
  })

  it('keeps the text when sending fails', async () => {
    render(<Composer onSend={() => Promise.reject(new Error('down'))} failure="Not sent." />)
    const box = screen.getByRole('textbox', { name: 'Message' })
    await userEvent.type(box, 'Still here{Enter}')
    expect(box).toHaveValue('Still here')
    expect(screen.getByRole('alert')).toHaveTextContent('Not sent.')
  })
})
