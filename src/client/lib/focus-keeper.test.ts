import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { focusTargetAfterLoss, keepFocusOnThePage } from './focus-keeper';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepFocusOnThePage (issue 37: focus never falls to <body> after an action)', () => {
  let stop: () => void;
  beforeEach(() => {
    document.body.innerHTML = `
      <main id="main">
        <section id="card"><h2>Actions</h2>
          <button id="approve">Approve listing</button>
          <select id="assignee"><option>Nobody</option></select>
        </section>
        <section id="done"><h2 id="done-heading">Done</h2><p id="text">This request is done.</p></section>
      </main>`;
    stop = keepFocusOnThePage();
  });
  afterEach(() => stop());

  it('moves the focus to the first control still in the same part of the page when the focused one is removed', async () => {
    const approve = document.getElementById('approve') as HTMLButtonElement;
    approve.focus();
    approve.remove();
    if (document.activeElement !== document.body) approve.blur();
    await settle();
    expect(document.activeElement?.id).toBe('assignee');
  });

  it('falls back to the heading, then the part itself, when no control is left there', async () => {
    const card = document.getElementById('done') as HTMLElement;
    const link = document.createElement('button');
    card.append(link);
    link.focus();
    link.remove();
    await settle();
    expect(document.activeElement?.id).toBe('done-heading');
    expect(focusTargetAfterLoss([document.getElementById('text') as HTMLElement])?.id).toBe('text');
  });

  it('gives the focus back to a control that was only disabled while its change was saved', async () => {
    const select = document.getElementById('assignee') as HTMLSelectElement;
    select.focus();
    select.blur(); // what Chromium does to a focused control that turns disabled (jsdom keeps the focus there)
    select.disabled = true;
    await settle();
    expect(document.activeElement).toBe(document.body);
    select.disabled = false;
    await settle();
    expect(document.activeElement).toBe(select);
  });

  it('leaves alone a focus the visitor moved to <body> themselves, and a component that moved it elsewhere', async () => {
    const approve = document.getElementById('approve') as HTMLButtonElement;
    approve.focus();
    approve.blur();
    await settle();
    expect(document.activeElement).toBe(document.body);
    approve.focus();
    const select = document.getElementById('assignee') as HTMLSelectElement;
    approve.remove();
    select.focus();
    await settle();
    expect(document.activeElement).toBe(select);
  });
});
