import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { mockFetch } from '@client/test/mock-fetch.fixtures';
import {
  INCOME_MESSAGES,
  type IncomeEstimateInput,
  type IncomeEstimateResult,
} from '@shared/contracts/landlord-tools';
import { INCOME_ESTIMATE_RULE } from '@shared/domain/income-estimate';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { IncomeStep } from './income-step';

function Harness({ bedrooms, zipCode }: { bedrooms?: number; zipCode?: string }) {
  const [state, setState] = useState<{ input: IncomeEstimateInput; result: IncomeEstimateResult } | null>(
    null,
  );
  return (
    <IncomeStep
      bedrooms={bedrooms}
      zipCode={zipCode}
      input={state?.input ?? null}
      result={state?.result ?? null}
      onEstimated={(input, result) => setState({ input, result })}
      onNext={() => {}}
    />
  );
}

describe('IncomeStep', () => {
  it('treats missing, zero and non-numbers as missing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(200, {});
    render(
      <Providers client={createQueryClient()}>
        <Harness />
      </Providers>,
    );
    await user.type(screen.getByRole('textbox', { name: /Current monthly rent/ }), 'lots');
    await user.click(screen.getByRole('button', { name: 'Calculate Potential' }));
    expect(await screen.findByText(INCOME_MESSAGES.rent)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Current monthly rent/ })).toHaveAccessibleDescription(
      expect.stringContaining(INCOME_MESSAGES.rent),
    );
    expect(screen.getByRole('textbox', { name: /Vacancy duration/ })).toHaveAccessibleDescription(
      expect.stringContaining(INCOME_MESSAGES.vacancyMonths),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends whole numbers with the assessed bedrooms and explains the result', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(200, {
      vacancyLoss: 3600,
      estimatedIncome: 1800,
      monthlyIncome: 3600,
      tenants: 3,
      roomRent: 1200,
      roomRentSource: 'program',
      nearbyHomes: 0,
    });
    render(
      <Providers client={createQueryClient()}>
        <Harness bedrooms={4} />
      </Providers>,
    );
    await user.type(screen.getByRole('textbox', { name: /Current monthly rent/ }), '1800');
    await user.type(screen.getByRole('textbox', { name: /Vacancy duration/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Calculate Potential' }));
    expect(await screen.findByText('3 veteran tenants × $1,200')).toBeInTheDocument();
    expect(screen.getByText(INCOME_ESTIMATE_RULE, { exact: false })).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      rent: 1800,
      vacancyMonths: 2,
      bedrooms: 4,
    });
    expect(screen.getAllByText('$3,600')).toHaveLength(2);
    expect(screen.getByText('+$1,800')).toBeInTheDocument();
    // where the room rent comes from: without the assessment's ZIP code, the program's
    expect(screen.getByText(/The room rent is the program's standard rent/)).toBeInTheDocument();
  });

  it("sends the assessment's ZIP code and says the room rent comes from the homes near it", async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(200, {
      vacancyLoss: 1800,
      estimatedIncome: 1200,
      monthlyIncome: 3000,
      tenants: 3,
      roomRent: 1000,
      roomRentSource: 'nearby',
      nearbyHomes: 3,
    });
    render(
      <Providers client={createQueryClient()}>
        <Harness bedrooms={3} zipCode="12207" />
      </Providers>,
    );
    await user.type(screen.getByRole('textbox', { name: /Current monthly rent/ }), '1800');
    await user.type(screen.getByRole('textbox', { name: /Vacancy duration/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Calculate Potential' }));
    expect(await screen.findByText('3 veteran tenants × $1,000')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The room rent is the middle rent of 3 homes with rooms on our platform within 25 miles of ZIP code 12207.',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ zipCode: '12207' });
  });
});
