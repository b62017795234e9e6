import type { Meta, StoryObj } from '@storybook/react-vite'
import { BookOpen, Languages, Settings, User } from 'lucide-react'
import {
  Command,
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
  CommandShortcut,
} from './command.js'

function Items() {
  return (
    <>
      <CommandInput placeholder="Type a command or search…" />
      <CommandList>
        <CommandEmpty>No results found.</CommandEmpty>
        <CommandGroup heading="Go to">
          <CommandItem>
            <BookOpen aria-hidden="true" />
            Library
          </CommandItem>
          <CommandItem>
            <Languages aria-hidden="true" />
            Vocabulary
          </CommandItem>
        </CommandGroup>
        <CommandSeparator />
        <CommandGroup heading="Settings">
          <CommandItem>
            <User aria-hidden="true" />
            Profile
            <CommandShortcut>⌘P</CommandShortcut>
          </CommandItem>
          <CommandItem>
            <Settings aria-hidden="true" />
            Preferences
            <CommandShortcut>⌘,</CommandShortcut>
          </CommandItem>
        </CommandGroup>
      </CommandList>
    </>
  )
}

const meta = {
  title: 'Components/Command',
  component: Command,
} satisfies Meta<typeof Command>

export default meta
type Story = StoryObj<typeof meta>

export const Inline: Story = {
  render: () => (
    <Command label="Commands" className="max-w-md rounded-lg border shadow-md">
      <Items />
    </Command>
  ),
}

export const Palette: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className="min-h-[460px]">
      <CommandDialog defaultOpen>
        <Items />
      </CommandDialog>
    </div>
  ),
}
