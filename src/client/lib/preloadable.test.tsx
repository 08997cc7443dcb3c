import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <h1>Hello, {name}</h1>;

function renderInSuspense(node: React.ReactNode) {
  render(<Suspense fallback={<p>Loading...</p>}>{node}</Suspense>);
}

describe('preloadable', () => {
  it('renders at once, without suspending, once preloaded (React.lazy shows the fallback first)', async () => {
    const Part = preloadable(async () => Greeting);
    await Part.preload();
    renderInSuspense(<Part name="Ada" />);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hello, Ada' })).toBeInTheDocument();
  });

  it('shows the fallback while it loads on its first render, and loads once', async () => {
    let loads = 0;
    const Part = preloadable(async () => {
      loads += 1;
      return Greeting;
    });
    renderInSuspense(<Part name="Grace" />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello, Grace' })).toBeInTheDocument();
    await Part.preload();
    expect(loads).toBe(1);
  });

  it('asks again after a load that failed (a chunk that did not download)', async () => {
    let attempts = 0;
    const Part = preloadable(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network down');
      return Greeting;
    });
    await expect(Part.preload()).rejects.toThrow('network down');
    await Part.preload();
    renderInSuspense(<Part name="Alan" />);
    expect(screen.getByRole('heading', { name: 'Hello, Alan' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
