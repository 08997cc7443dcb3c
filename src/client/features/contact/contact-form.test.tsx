import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { mockFetch } from '@client/test/mock-fetch.fixtures';
import { describedWhenFocused } from '@client/test/screen-reader.fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

const CONFIRMATION = 'Thank you. We received your message and will reply within 1 business day.';

function renderForm(initialSubject?: string) {
  render(
    <Providers client={createQueryClient()}>
      <ContactForm initialSubject={initialSubject} />
    </Providers>,
  );
  return {
    fullName: screen.getByRole('textbox', { name: /Full name/ }),
    email: screen.getByRole('textbox', { name: /Email/ }),
    subject: screen.getByRole('textbox', { name: /Subject/ }),
    message: screen.getByRole('textbox', { name: /Message/ }),
    submit: screen.getByRole('button', { name: 'Send Message' }),
  };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, fields: ReturnType<typeof renderForm>) {
  await user.type(fields.fullName, 'Maria Lopez');
  await user.type(fields.email, 'maria@example.com');
  await user.type(fields.subject, 'Listing question');
  await user.type(fields.message, 'How do I list a 4-bedroom home?');
}

describe('ContactForm', () => {
  it('shows each missing-field message under its field, tied by aria-describedby, and focuses the first', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(201, {});
    const fields = renderForm();
    const heardOnFocus = describedWhenFocused(fields.fullName);
    await user.click(fields.submit);

    const expected = [
      [fields.fullName, 'Enter your full name'],
      [fields.email, 'Enter your email address'],
      [fields.subject, 'Enter a subject'],
      [fields.message, 'Enter your message'],
    ] as const;
    for (const [field, message] of expected) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    // together: a screen reader reads the field with its message
    await waitFor(() => {
      expect(fields.fullName).toHaveFocus();
      expect(fields.fullName).toHaveAccessibleDescription('Enter your full name');
    });
    expect(heardOnFocus).toEqual(['Enter your full name']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a valid email address', async () => {
    const user = userEvent.setup();
    mockFetch(201, {});
    const fields = renderForm();
    await fillIn(user, fields);
    await user.clear(fields.email);
    await user.type(fields.email, 'maria.example.com');
    await user.click(fields.submit);
    const message = 'Enter a valid email address, like name@example.com';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fields.email).toHaveAccessibleDescription(message);
    expect(fields.email).toHaveFocus();
  });

  it('sends the message, shows the server confirmation and empties the form', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(201, { id: 'c0ffee00-0000-4000-8000-000000000001', message: CONFIRMATION });
    const fields = renderForm();
    await fillIn(user, fields);
    await user.click(fields.submit);

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Message sent');
    expect(status).toHaveTextContent(CONFIRMATION);
    expect(status).toHaveFocus();
    for (const field of [fields.fullName, fields.email, fields.subject, fields.message])
      expect(field).toHaveValue('');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({
      fullName: 'Maria Lopez',
      email: 'maria@example.com',
      subject: 'Listing question',
      message: 'How do I list a 4-bedroom home?',
    });
  });

  it('puts the server field messages on the fields, keeps what was typed and shows a failure toast', async () => {
    const user = userEvent.setup();
    mockFetch(400, {
      message: 'Use at most 200 characters',
      issues: [{ path: 'subject', message: 'Use at most 200 characters' }],
    });
    const fields = renderForm();
    const heardOnFocus = describedWhenFocused(fields.subject);
    await fillIn(user, fields);
    await user.click(fields.submit);

    await waitFor(() => expect(fields.subject).toHaveFocus());
    // the focus came once the server's message was on screen: it is read with the field
    expect(heardOnFocus.at(-1)).toContain('Use at most 200 characters');
    expect(fields.subject).toHaveAccessibleDescription('Use at most 200 characters');
    expect(fields.subject).toHaveAttribute('aria-invalid', 'true');
    // fixing the field does not move the focus again
    await user.click(fields.message);
    await user.type(fields.subject, 'x');
    expect(fields.subject).toHaveFocus();
    expect(fields.fullName).toHaveValue('Maria Lopez');
    expect(fields.message).toHaveValue('How do I list a 4-bedroom home?');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to send your message. Use at most 200 characters')).toBeInTheDocument();
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
  });

  it('shows a failure toast when the server cannot be reached', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const fields = renderForm();
    await fillIn(user, fields);
    await user.click(fields.submit);
    expect(
      await screen.findByText(
        "Failed to send your message. We couldn't reach the server. Check your internet connection and try again.",
      ),
    ).toBeInTheDocument();
    expect(fields.email).toHaveValue('maria@example.com');
  });

  it('starts with the subject it is given', () => {
    const fields = renderForm('Ongoing Support plan');
    expect(fields.subject).toHaveValue('Ongoing Support plan');
  });
});
