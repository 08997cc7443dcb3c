import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from './radio-group';

function Choice() {
  const [value, setValue] = useState<'a' | 'b' | null>('a');
  return (
    <RadioGroup
      legend="Which record stays?"
      options={[
        { value: 'a', label: 'Marcus Reed', hint: 'On record since Jan 2, 2025' },
        { value: 'b', label: 'Marcus J Reed' },
      ]}
      value={value}
      onChange={setValue}
    />
  );
}

describe('RadioGroup', () => {
  it('is a labelled group of radios that the keyboard moves through', async () => {
    const user = userEvent.setup();
    render(<Choice />);
    const group = screen.getByRole('group', { name: 'Which record stays?' });
    expect(group).toBeInTheDocument();
    const first = screen.getByRole('radio', { name: 'Marcus Reed' });
    expect(first).toBeChecked();
    expect(first).toHaveAccessibleDescription('On record since Jan 2, 2025');
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Marcus J Reed' })).toBeChecked();
    expect(first).not.toBeChecked();
  });
});
