import { Providers } from '@client/app/providers';
import { downloadTextFile, openTextInNewTab } from '@client/lib/download';
import { createQueryClient } from '@client/lib/query-client';
import { mockFetch } from '@client/test/mock-fetch.fixtures';
import { buildBenefitsGuide } from '@shared/domain/benefits-guide';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BenefitsNavigator } from './benefits-navigator';

vi.mock('@client/lib/download', () => ({ downloadTextFile: vi.fn(), openTextInNewTab: vi.fn() }));

const guide = buildBenefitsGuide('veteran', 'some');

function renderNavigator() {
  render(
    <Providers client={createQueryClient()}>
      <BenefitsNavigator />
    </Providers>,
  );
  return {
    status: screen.getByRole('combobox', { name: /Your military status/ }),
    use: screen.getByRole('combobox', { name: /How much of your benefits/ }),
    submit: screen.getByRole('button', { name: 'Get My Benefits Guide' }),
  };
}

async function getGuide() {
  const user = userEvent.setup();
  const fetchMock = mockFetch(200, guide);
  const form = renderNavigator();
  await user.selectOptions(form.status, 'veteran');
  await user.selectOptions(form.use, 'some');
  await user.click(form.submit);
  await screen.findByRole('heading', { name: guide.headline });
  return { user, fetchMock };
}

const notifications = () => screen.getByRole('region', { name: /Notifications/ });

beforeEach(() => {
  vi.mocked(downloadTextFile).mockReset();
  vi.mocked(openTextInNewTab).mockReset();
});

describe('BenefitsNavigator', () => {
  it('asks both questions with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(200, guide);
    const form = renderNavigator();
    await user.click(form.submit);
    expect(await screen.findAllByText('Please answer all questions')).toHaveLength(2);
    expect(form.status).toHaveFocus();
    await user.selectOptions(form.status, 'active');
    await user.click(form.submit);
    expect(await screen.findAllByText('Please answer all questions')).toHaveLength(1);
    expect(form.use).toHaveAccessibleDescription(/Please answer all questions/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends both answers and shows the guide with its checklist', async () => {
    const { fetchMock } = await getGuide();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/benefits-guide');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      status: 'veteran',
      currentBenefits: 'some',
    });
    expect(screen.getByRole('heading', { name: guide.headline })).toHaveFocus();
    for (const recommendation of guide.recommendations) {
      expect(
        screen.getByRole('heading', { name: new RegExp(recommendation.program.replace(/[()]/g, '.')) }),
      ).toBeInTheDocument();
    }
    expect(screen.getByText('Photo ID')).toBeInTheDocument();
  });

  it('shows the spec failure toast when the guide cannot be built', async () => {
    const user = userEvent.setup();
    mockFetch(500, { message: 'Something went wrong on our side. Please try again.' });
    const form = renderNavigator();
    await user.selectOptions(form.status, 'active');
    await user.selectOptions(form.use, 'none');
    await user.click(form.submit);
    expect(await screen.findByText('Failed to generate benefits guide')).toBeInTheDocument();
    expect(form.status).toHaveValue('active');
    // the toast goes; the failure stays beside the form, with a way to try again that works
    expect(screen.getByText("We couldn't build your guide")).toBeInTheDocument();
    mockFetch(200, guide);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: guide.headline })).toBeInTheDocument();
    expect(screen.queryByText("We couldn't build your guide")).not.toBeInTheDocument();
  });

  it('downloads the checklist as a text file', async () => {
    vi.mocked(downloadTextFile).mockReturnValue(true);
    const { user } = await getGuide();
    await user.click(screen.getByRole('button', { name: 'Download Checklist' }));
    expect(await within(notifications()).findByText('Checklist Downloaded!')).toBeInTheDocument();
    const [filename, text] = vi.mocked(downloadTextFile).mock.calls[0] ?? [];
    expect(filename).toBe('veteran-housing-benefits-checklist.txt');
    expect(text).toContain('[ ] Photo ID');
    expect(openTextInNewTab).not.toHaveBeenCalled();
  });

  it('opens the checklist in a new tab when the download fails, and says when pop-ups are blocked', async () => {
    vi.mocked(downloadTextFile).mockReturnValue(false);
    vi.mocked(openTextInNewTab).mockReturnValueOnce(true).mockReturnValueOnce(false);
    const { user } = await getGuide();
    const button = screen.getByRole('button', { name: 'Download Checklist' });
    await user.click(button);
    expect(await within(notifications()).findByText('Checklist Ready!')).toBeInTheDocument();
    await user.click(button);
    expect(await within(notifications()).findByText('Download Blocked')).toBeInTheDocument();
    expect(
      within(notifications()).getByText('Please allow pop-ups and try again, or copy the text manually.'),
    ).toBeInTheDocument();
  });

  it('copies an email script for a VA case manager, or shows it to copy by hand', async () => {
    const { user } = await getGuide();
    // user-event puts its own clipboard on navigator
    await user.click(screen.getByRole('button', { name: 'Copy Email Script' }));
    expect(await within(notifications()).findByText('Email Script Copied!')).toBeInTheDocument();
    const email = await navigator.clipboard.readText();
    expect(email).toMatch(/^Subject: Help with my housing benefits/);
    expect(email).toContain("I'm a veteran");
    expect(email).toContain('- HUD-VASH (HUD-VA Supportive Housing)');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy Email Script' }));
    expect(await screen.findByRole('textbox', { name: 'Email to your VA case manager' })).toHaveValue(email);
  });
});
