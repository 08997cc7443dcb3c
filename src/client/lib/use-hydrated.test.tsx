import { Button } from '@client/components/ui/button';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setTakingOverPage, useHydrated, useStoredState } from './use-hydrated';

const readSaved = (): string[] => JSON.parse(window.localStorage.getItem('saved') ?? '[]');

function SavedList() {
  const [saved] = useStoredState(readSaved, []);
  return <p>{saved.length === 0 ? 'Nothing saved' : `Saved: ${saved.join(', ')}`}</p>;
}

function SearchForm() {
  const live = useHydrated();
  return (
    <form aria-label="Search" data-live={live}>
      <input name="zip" aria-label="ZIP code" />
      <Button type="submit">Search</Button>
      <Button>Clear</Button>
    </form>
  );
}

/** The page as the server sends it, then taken over by React; recoverable errors are mismatches. */
async function hydrate(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { container, serverHtml, mismatches };
}

afterEach(() => {
  setTakingOverPage(false);
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('a page rendered ahead, taken over in the browser', () => {
  it('renders what the server did first, then what this browser has stored', async () => {
    window.localStorage.setItem('saved', JSON.stringify(['VH-7K2Q9M']));
    const { container, serverHtml, mismatches } = await hydrate(<SavedList />);
    expect(serverHtml).toContain('Nothing saved');
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Saved: VH-7K2Q9M');
  });

  it("keeps a form's submit button disabled until the app runs, and only that button", async () => {
    const { container, serverHtml, mismatches } = await hydrate(<SearchForm />);
    expect(serverHtml).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(serverHtml).not.toMatch(/<button type="button"[^>]*disabled=""/);
    expect(mismatches).toEqual([]);
    expect(container.querySelector('form')?.dataset.live).toBe('true');
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
  });

  it('reads the stored value at once where nothing was rendered ahead', async () => {
    window.localStorage.setItem('saved', JSON.stringify(['VH-1']));
    const container = document.createElement('div');
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(container.textContent ?? ''));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    await act(async () => createRoot(container).render(<SavedList />));
    observer.disconnect();
    expect(texts).toEqual(['Saved: VH-1']);
  });

  it('while the app takes the page over (start.tsx), catches up after hydration without a mismatch', async () => {
    window.localStorage.setItem('saved', JSON.stringify(['VH-7K2Q9M']));
    setTakingOverPage(true);
    const page = (
      <>
        <SearchForm />
        <SavedList />
      </>
    );
    const { container, serverHtml, mismatches } = await hydrate(page);
    expect(serverHtml).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(mismatches).toEqual([]);
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
    expect(container.textContent).toContain('Saved: VH-7K2Q9M');
  });

  it('brings a part mounted while the page is still being taken over alive in the render after', async () => {
    setTakingOverPage(true);
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<SearchForm />));
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
    expect(container.querySelector('form')?.dataset.live).toBe('true');
  });
});
