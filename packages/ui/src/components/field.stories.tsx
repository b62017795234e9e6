import * as React from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from './button.js'
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from './field.js'
import { Input } from './input.js'
import { Textarea } from './textarea.js'

const meta = {
  title: 'Components/Field',
  component: Field,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => (
    <Field>
      <FieldLabel>Display name</FieldLabel>
      <FieldControl>
        <Input placeholder="Ada" />
      </FieldControl>
    </Field>
  ),
}

export const WithDescription: Story = {
  render: () => (
    <Field>
      <FieldLabel>Email</FieldLabel>
      <FieldControl>
        <Input type="email" placeholder="you@example.com" />
      </FieldControl>
      <FieldDescription>We send a one-time code to this address.</FieldDescription>
    </Field>
  ),
}

export const WithError: Story = {
  render: () => (
    <Field>
      <FieldLabel>Email</FieldLabel>
      <FieldControl>
        <Input type="email" defaultValue="ada@" />
      </FieldControl>
      <FieldDescription>We send a one-time code to this address.</FieldDescription>
      <FieldError>Enter a complete email address.</FieldError>
    </Field>
  ),
}

export const Disabled: Story = {
  render: () => (
    <Field disabled>
      <FieldLabel>Username</FieldLabel>
      <FieldControl>
        <Input disabled defaultValue="ada" />
      </FieldControl>
      <FieldDescription>Usernames cannot be changed.</FieldDescription>
    </Field>
  ),
}

function ValidatingField() {
  const [bio, setBio] = React.useState('')
  const [submitted, setSubmitted] = React.useState(false)
  const error = submitted && bio.trim().length < 10 ? 'Write at least 10 characters.' : undefined
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
      }}
    >
      <Field>
        <FieldLabel>About you</FieldLabel>
        <FieldControl>
          <Textarea value={bio} onChange={(event) => setBio(event.target.value)} />
        </FieldControl>
        <FieldDescription>Helps us pick stories you will enjoy.</FieldDescription>
        <FieldError>{error}</FieldError>
      </Field>
      <Button type="submit" className="w-fit">
        Save
      </Button>
    </form>
  )
}

export const Controlled: Story = { render: () => <ValidatingField /> }

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: () => (
    <Field>
      <FieldLabel>البريد الإلكتروني</FieldLabel>
      <FieldControl>
        <Input type="email" />
      </FieldControl>
      <FieldError>أدخل عنوان بريد صالحًا.</FieldError>
    </Field>
  ),
}
