import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ContractLoader, readFormValues, useActionForm } from './use-action-form';

type LoginOutput = { username: string; password: string };

function LoginForm({
  load,
  onValid,
}: {
  load: ContractLoader<LoginOutput>;
  onValid: (values: LoginOutput) => void;
}) {
  const { formRef, errors, onSubmit } = useActionForm(load, onValid);
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Sign in">
      <FormField label="Username" error={errors.username} required>
        <Input name="username" defaultValue="" />
      </FormField>
      <FormField label="Password" error={errors.password} required>
        <Input name="password" type="password" defaultValue="" />
      </FormField>
      <button type="submit">Sign In</button>
    </form>
  );
}

function renderForm() {
  const load = vi.fn(() => import('@shared/contracts/auth').then(({ ZUserLoginInput }) => ZUserLoginInput));
  const onValid = vi.fn<(values: LoginOutput) => void>();
  render(<LoginForm load={load} onValid={onValid} />);
  return {
    load,
    onValid,
    username: screen.getByRole('textbox', { name: /Username/ }),
    password: screen.getByLabelText(/^Password/),
    submit: screen.getByRole('button', { name: 'Sign In' }),
  };
}

describe('useActionForm', () => {
  it('loads the contract only when the form is sent', async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.username, 'admin');
    expect(form.load).not.toHaveBeenCalled();
    await user.click(form.submit);
    await waitFor(() => expect(form.load).toHaveBeenCalledTimes(1));
  });

  it("ties each field's first message to it, focuses the first invalid field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.type(form.password, 'secret words');
    await user.click(form.submit);
    await waitFor(() => expect(form.username).toHaveFocus());
    expect(form.username).toHaveAccessibleDescription('Username is required');
    expect(form.username).toHaveAttribute('aria-invalid', 'true');
    expect(form.password).not.toHaveAttribute('aria-invalid');
    expect(form.password).toHaveValue('secret words');
    expect(form.onValid).not.toHaveBeenCalled();
  });

  it("hands over the contract's output once the fields pass, and clears the messages", async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(form.submit);
    await waitFor(() => expect(form.username).toHaveFocus());
    await user.type(form.username, '  Admin ');
    await user.type(form.password, 'secret words');
    await user.click(form.submit);
    // the contract trims and lowercases the username
    await waitFor(() =>
      expect(form.onValid).toHaveBeenCalledWith({ username: 'admin', password: 'secret words' }),
    );
    expect(form.username).not.toHaveAttribute('aria-invalid');
    expect(form.username).toHaveValue('  Admin ');
  });

  it('reads named fields nested at their dots, checkboxes as booleans and only the checked radio', () => {
    render(
      <form aria-label="Batch">
        <input name="caseManagerEmail" defaultValue="worker@outreach.test" />
        <input name="veterans.0.name" defaultValue="Dana Brooks" />
        <input type="checkbox" name="veterans.0.benefits.vash" defaultChecked />
        <input type="checkbox" name="veterans.0.benefits.giBill" />
        <select name="veterans.1.dischargeStatus" defaultValue="">
          <option value="">Choose</option>
        </select>
        <input type="radio" name="veterans.1.livingSituation" value="1" />
        <input type="radio" name="veterans.1.livingSituation" value="16" defaultChecked />
        <button type="submit">Send</button>
      </form>,
    );
    expect(readFormValues(screen.getByRole('form', { name: 'Batch' }) as HTMLFormElement)).toEqual({
      caseManagerEmail: 'worker@outreach.test',
      veterans: [
        { name: 'Dana Brooks', benefits: { vash: true, giBill: false } },
        { dischargeStatus: '', livingSituation: '16' },
      ],
    });
  });
});
