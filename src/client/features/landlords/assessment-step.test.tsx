import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { mockFetch } from '@client/test/mock-fetch.fixtures';
import { ASSESSMENT_MESSAGES, type PropertyScoreResult } from '@shared/contracts/landlord-tools';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AssessmentStep } from './assessment-step';

const SCORE: PropertyScoreResult = {
  score: 8,
  maxScore: 10,
  factors: [
    { label: 'Bedrooms', points: 4, maxPoints: 4, detail: '4 bedrooms give every veteran a private room.' },
    { label: 'Ownership', points: 2, maxPoints: 2, detail: 'As the owner, you can agree a lease directly.' },
    { label: 'Location', points: 1, maxPoints: 1, detail: 'Your ZIP code is in Schenectady, NY.' },
    { label: 'Local veteran demand', points: 1, maxPoints: 3, detail: '2 veterans live within 25 miles.' },
  ],
};

function Harness({ onNext }: { onNext: (step: string) => void }) {
  const [result, setResult] = useState<PropertyScoreResult | null>(null);
  return (
    <AssessmentStep
      input={null}
      result={result}
      onScored={(_, scored) => setResult(scored)}
      onNext={onNext}
    />
  );
}

function renderStep() {
  const onNext = vi.fn();
  render(
    <Providers client={createQueryClient()}>
      <Harness onNext={onNext} />
    </Providers>,
  );
  return {
    onNext,
    zip: screen.getByRole('textbox', { name: /ZIP code/ }),
    bedrooms: screen.getByRole('combobox', { name: /Bedrooms/ }),
    ownership: screen.getByRole('combobox', { name: /Ownership type/ }),
    submit: screen.getByRole('button', { name: 'Calculate Property Score' }),
  };
}

describe('AssessmentStep', () => {
  it('asks for every field by name, tied to each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(200, SCORE);
    const fields = renderStep();
    await user.click(fields.submit);
    expect(await screen.findByText('Enter the ZIP code of the home')).toBeInTheDocument();
    expect(screen.queryByText(/Please fill in/)).toBeNull();
    expect(fields.zip).toHaveAccessibleDescription(ASSESSMENT_MESSAGES.zipCode);
    expect(fields.bedrooms).toHaveAccessibleDescription(ASSESSMENT_MESSAGES.bedrooms);
    expect(fields.ownership).toHaveAccessibleDescription(ASSESSMENT_MESSAGES.ownershipType);
    for (const field of [fields.zip, fields.bedrooms, fields.ownership]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(fields.zip).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers 1 to 5+ bedrooms: smaller homes are scored too', () => {
    const fields = renderStep();
    expect(
      within(fields.bedrooms)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.any(String), '1', '2', '3', '4', '5+']);
  });

  it('asks for the fields still missing', async () => {
    const user = userEvent.setup();
    mockFetch(200, SCORE);
    const fields = renderStep();
    await user.type(fields.zip, '12345');
    await user.selectOptions(fields.bedrooms, '4');
    await user.click(fields.submit);
    expect(await screen.findAllByText(ASSESSMENT_MESSAGES.ownershipType)).toHaveLength(1);
    expect(fields.ownership).toHaveAccessibleDescription(ASSESSMENT_MESSAGES.ownershipType);
    expect(fields.ownership).toHaveFocus();
  });

  it('sends the bedrooms as a number and shows the score, its factors, the upsell and both ways on', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(200, SCORE);
    const fields = renderStep();
    await user.type(fields.zip, '12345');
    await user.selectOptions(fields.bedrooms, '5+');
    await user.selectOptions(fields.ownership, 'Private owner');
    await user.click(fields.submit);

    expect(await screen.findByText('8/10')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/property-score');
    expect(JSON.parse(String(init?.body))).toEqual({
      zipCode: '12345',
      bedrooms: 5,
      ownershipType: 'private',
    });
    expect(screen.getByText('This home is a great fit for veteran co-living!')).toBeInTheDocument();
    expect(screen.getByText('Your ZIP code is in Schenectady, NY.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/pricing');
    // the upsell names a plan /pricing lists, at its price there
    expect(
      screen.getByText(/Get ready faster with Ongoing Support: \$149 per property per month/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Estimate Your Income/ }));
    expect(fields.onNext).toHaveBeenCalledWith('income');
    await user.click(screen.getByRole('button', { name: /Resource Toolkit/ }));
    expect(fields.onNext).toHaveBeenCalledWith('vault');
  });

  it('shows the lower message without the upsell below 7', async () => {
    const user = userEvent.setup();
    mockFetch(200, { ...SCORE, score: 6 });
    const fields = renderStep();
    await user.type(fields.zip, '12345');
    await user.selectOptions(fields.bedrooms, '3');
    await user.selectOptions(fields.ownership, 'Property manager');
    await user.click(fields.submit);
    expect(
      await screen.findByText('This property shows potential with some improvements.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Get ready faster/)).not.toBeInTheDocument();
  });

  it('shows the failure toast and keeps what you typed when the server refuses', async () => {
    const user = userEvent.setup();
    mockFetch(400, {
      message: 'Enter a 5-digit ZIP code',
      issues: [{ path: 'zipCode', message: 'Enter a 5-digit ZIP code' }],
    });
    const fields = renderStep();
    await user.type(fields.zip, '12345');
    await user.selectOptions(fields.bedrooms, '3');
    await user.selectOptions(fields.ownership, 'Private owner');
    await user.click(fields.submit);
    expect(await screen.findByText('Failed to calculate property score')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(fields.zip).toHaveAccessibleDescription('Enter a 5-digit ZIP code');
    expect(fields.zip).toHaveValue('12345');
  });
});
