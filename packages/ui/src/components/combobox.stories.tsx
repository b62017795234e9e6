import * as React from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Combobox, MultiSelect, type ComboboxOption } from './combobox.js'
import { Label } from './label.js'

const languages: ComboboxOption[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish', keywords: ['Español'] },
  { value: 'fr', label: 'French', keywords: ['Français'] },
  { value: 'de', label: 'German', keywords: ['Deutsch'] },
  { value: 'it', label: 'Italian', keywords: ['Italiano'] },
  { value: 'pt', label: 'Portuguese', keywords: ['Português'] },
  { value: 'ar', label: 'Arabic', keywords: ['العربية'] },
  { value: 'ja', label: 'Japanese', keywords: ['日本語'] },
]

const authors: ComboboxOption[] = [
  { value: 'cervantes', label: 'Miguel de Cervantes' },
  { value: 'austen', label: 'Jane Austen' },
  { value: 'hugo', label: 'Victor Hugo' },
  { value: 'tolstoy', label: 'Leo Tolstoy' },
]

const genres: ComboboxOption[] = [
  { value: 'mystery', label: 'Mystery' },
  { value: 'romance', label: 'Romance' },
  { value: 'fantasy', label: 'Fantasy' },
  { value: 'science-fiction', label: 'Science fiction' },
  { value: 'history', label: 'History' },
]

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: { options: languages, value: null, onValueChange: () => undefined },
} satisfies Meta<typeof Combobox>

export default meta
type Story = StoryObj<typeof meta>

function LanguagePicker({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = React.useState<string | null>(initial)
  return (
    <div className="grid max-w-xs gap-2">
      <Label id="target-language">Language you are learning</Label>
      <Combobox
        aria-labelledby="target-language"
        options={languages}
        value={value}
        onValueChange={setValue}
        placeholder="Choose a language"
        searchPlaceholder="Search languages…"
      />
    </div>
  )
}

export const Default: Story = { render: () => <LanguagePicker /> }

export const Controlled: Story = { render: () => <LanguagePicker initial="es" /> }

export const Disabled: Story = {
  render: () => (
    <div className="max-w-xs">
      <Combobox
        aria-label="Language"
        options={languages}
        value="fr"
        onValueChange={() => undefined}
        disabled
      />
    </div>
  ),
}

function AuthorPicker() {
  const [options, setOptions] = React.useState(authors)
  const [value, setValue] = React.useState<string[]>(['austen'])
  return (
    <div className="grid max-w-sm gap-2">
      <Label id="fav-authors">Favourite authors</Label>
      <MultiSelect
        aria-labelledby="fav-authors"
        options={options}
        value={value}
        creatable
        onValueChange={(next) => {
          for (const item of next) {
            if (!options.some((option) => option.value === item)) {
              setOptions((current) => [...current, { value: item, label: item }])
            }
          }
          setValue(next)
        }}
        placeholder="Add authors"
        searchPlaceholder="Search or add an author…"
      />
    </div>
  )
}

export const CreatableAuthors: Story = { render: () => <AuthorPicker /> }

function GenrePicker() {
  const [value, setValue] = React.useState<string[]>(['mystery', 'fantasy'])
  return (
    <div className="grid max-w-sm gap-2">
      <Label id="fav-genres">Favourite genres</Label>
      <MultiSelect
        aria-labelledby="fav-genres"
        options={genres}
        value={value}
        onValueChange={setValue}
      />
    </div>
  )
}

export const MultiSelectGenres: Story = { render: () => <GenrePicker /> }

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: () => <LanguagePicker initial="ar" />,
}
