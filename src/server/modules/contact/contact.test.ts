import { contactMessages } from '@server/db/schema';
import { validContactMessage } from '@server/test/contact.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';

const valid = validContactMessage;

describeApi('POST /api/contact', (ctx) => {
  it('saves the message and confirms it', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toMatch(/received your message/);
    const rows = await ctx().handle.db.select().from(contactMessages);
    expect(rows.find((row) => row.id === body.id)).toMatchObject({
      fullName: 'Dana Brooks',
      subject: 'Housing help',
    });
  });

  it.each([
    ['fullName', { fullName: '  ' }, 'Enter your full name'],
    ['email', { email: '' }, 'Enter your email address'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address, like name@example.com'],
    ['subject', { subject: '' }, 'Enter a subject'],
    ['message', { message: '' }, 'Enter your message'],
  ])('refuses a bad %s with its message', async (path, change, message) => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, issues: [{ path, message }] });
  });

  it('refuses wrong types and unknown fields', async () => {
    const wrongType = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, fullName: 42 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().issues[0].path).toBe('fullName');
    const unknown = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, admin: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/admin/);
  });

  it('refuses bodies over 1 MB with 413 and writes nothing', async () => {
    const before = (await ctx().handle.db.select().from(contactMessages)).length;
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, message: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is larger than 1 MB.');
    expect((await ctx().handle.db.select().from(contactMessages)).length).toBe(before);
  });
});
