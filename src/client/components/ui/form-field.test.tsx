import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';

describe('FormField', () => {
  it('labels the control and describes it with hint and error', () => {
    render(
      <FormField label="ZIP code" hint="Enter 5 digits" error="Enter a valid ZIP code" required>
        <Input name="zipCode" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /ZIP code/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Enter 5 digits Enter a valid ZIP code');
  });

  it('passes the props to a render function and leaves a valid control unmarked', () => {
    render(<FormField label="Full name">{(control) => <Input {...control} />}</FormField>);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
