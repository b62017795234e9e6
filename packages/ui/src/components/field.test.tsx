import * as React from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel, Input } from '../index.js'

describe('Field', () => {
  it('labels the control', () => {
    render(
      <Field>
        <FieldLabel>Email</FieldLabel>
        <FieldControl>
          <Input />
        </FieldControl>
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).not.toHaveAttribute('aria-describedby')
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('describes the control with the description, then the error, and marks it invalid', () => {
    render(
      <Field>
        <FieldLabel>Email</FieldLabel>
        <FieldControl>
          <Input />
        </FieldControl>
        <FieldDescription>We never share it.</FieldDescription>
        <FieldError>Enter a complete address.</FieldError>
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('We never share it. Enter a complete address.')
  })

  it('keeps an empty FieldError out of the DOM and out of aria-describedby', () => {
    render(
      <Field>
        <FieldLabel>Name</FieldLabel>
        <FieldControl>
          <Input />
        </FieldControl>
        <FieldDescription>As shown to others.</FieldDescription>
        <FieldError>{undefined}</FieldError>
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input).toHaveAccessibleDescription('As shown to others.')
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('updates the wiring when an error appears and disappears', async () => {
    function Form() {
      const [value, setValue] = React.useState('')
      return (
        <Field>
          <FieldLabel>Code</FieldLabel>
          <FieldControl>
            <Input value={value} onChange={(event) => setValue(event.target.value)} />
          </FieldControl>
          <FieldError>{value.length > 0 && value.length < 6 ? 'Six digits.' : null}</FieldError>
        </Field>
      )
    }
    render(<Form />)
    const input = screen.getByRole('textbox', { name: 'Code' })
    await userEvent.type(input, '12')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Six digits.')
    await userEvent.type(input, '3456')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })

  it('merges an aria-describedby given by the caller and honours invalid without a message', () => {
    render(
      <>
        <p id="hint">Hint</p>
        <Field invalid>
          <FieldLabel>Code</FieldLabel>
          <FieldControl aria-describedby="hint">
            <Input />
          </FieldControl>
          <FieldDescription>Six digits</FieldDescription>
        </Field>
      </>,
    )
    const input = screen.getByRole('textbox', { name: 'Code' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Six digits Hint')
  })
})
