import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Sections({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="matches" onValueChange={onValueChange}>
      <TabsList aria-label="Dashboard sections">
        <TabsTrigger value="matches">Matches</TabsTrigger>
        <TabsTrigger value="stalled" disabled>
          Stalled
        </TabsTrigger>
        <TabsTrigger value="veterans">Veterans</TabsTrigger>
        <TabsTrigger value="properties">Properties</TabsTrigger>
      </TabsList>
      <TabsContent value="matches">Matches panel</TabsContent>
      <TabsContent value="stalled">Stalled panel</TabsContent>
      <TabsContent value="veterans">Veterans panel</TabsContent>
      <TabsContent value="properties">
        <input aria-label="Search properties" />
      </TabsContent>
    </Tabs>
  );
}

function ControlledSections() {
  const [tab, setTab] = useState('matches');
  return (
    <>
      <button type="button" onClick={() => setTab('veterans')}>
        Show veterans
      </button>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="matches">Matches</TabsTrigger>
          <TabsTrigger value="veterans">Veterans</TabsTrigger>
        </TabsList>
        <TabsContent value="matches">Matches panel</TabsContent>
        <TabsContent value="veterans">Veterans panel</TabsContent>
      </Tabs>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

function expectActive(name: string) {
  for (const other of screen.getAllByRole('tab')) {
    const active = other === tab(name);
    expect(other).toHaveAttribute('aria-selected', String(active));
    expect(other).toHaveAttribute('data-state', active ? 'active' : 'inactive');
    expect(other).toHaveAttribute('tabindex', active ? '0' : '-1');
  }
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(name);
}

describe('Tabs', () => {
  it('links each tab and its panel, and names the panel after its tab', () => {
    render(<Sections />);
    const list = screen.getByRole('tablist', { name: 'Dashboard sections' });
    expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    for (const trigger of screen.getAllByRole('tab')) {
      const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', trigger.id);
    }
    const panel = screen.getByRole('tabpanel', { name: 'Matches' });
    expect(panel).toHaveAttribute('tabindex', '0');
    expect(panel).toHaveAttribute('data-state', 'active');
    expect(tab('Stalled')).toBeDisabled();
    expectActive('Matches');
  });

  it('mounts only the active panel, and a panel mounts afresh when it is opened again', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    expect(screen.getByText('Matches panel')).toBeVisible();
    expect(screen.queryByText('Veterans panel')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(tab('Properties'));
    await user.type(screen.getByRole('textbox', { name: 'Search properties' }), 'Austin');
    expect(screen.queryByText('Matches panel')).not.toBeInTheDocument();
    await user.click(tab('Matches'));
    await user.click(tab('Properties'));
    expect(screen.getByRole('textbox', { name: 'Search properties' })).toHaveValue('');
  });

  it('puts only the active tab in the Tab order, then goes on to its panel', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.tab();
    expect(tab('Matches')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Matches' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.body).toHaveFocus();
  });

  it('moves the focus with the arrow keys, wrapping, skipping disabled tabs, and opens each tab it reaches', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Sections onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Veterans')).toHaveFocus();
    expectActive('Veterans');
    expect(screen.getByText('Veterans panel')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(tab('Properties')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Matches')).toHaveFocus();
    expectActive('Matches');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Properties')).toHaveFocus();
    expectActive('Properties');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Matches')).toHaveFocus();
    expect(onValueChange.mock.calls).toEqual([
      ['veterans'],
      ['properties'],
      ['matches'],
      ['properties'],
      ['veterans'],
      ['matches'],
    ]);
  });

  it('jumps to the first and last enabled tabs with Home and End', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.tab();
    await user.keyboard('{End}');
    expect(tab('Properties')).toHaveFocus();
    expectActive('Properties');
    await user.keyboard('{Home}');
    expect(tab('Matches')).toHaveFocus();
    expectActive('Matches');
  });

  it('leaves modified arrows to the browser, and keys typed inside a panel to the panel', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.tab();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await user.keyboard('{Shift>}{End}{/Shift}');
    await user.keyboard('{Control>}{ArrowLeft}{/Control}');
    expect(tab('Matches')).toHaveFocus();
    expectActive('Matches');
    await user.click(tab('Properties'));
    await user.type(screen.getByRole('textbox'), 'ab{ArrowLeft}{Home}{End}');
    expectActive('Properties');
    expect(screen.getByRole('textbox')).toHaveValue('ab');
  });

  it('opens a tab on click, but not a disabled one', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Sections onValueChange={onValueChange} />);
    await user.click(tab('Stalled'));
    expectActive('Matches');
    await user.click(tab('Veterans'));
    expectActive('Veterans');
    await user.click(tab('Veterans'));
    expect(onValueChange.mock.calls).toEqual([['veterans']]);
  });

  it('follows the value it is given, and asks before it changes', async () => {
    const user = userEvent.setup();
    render(<ControlledSections />);
    await user.click(screen.getByRole('button', { name: 'Show veterans' }));
    expectActive('Veterans');
    await user.click(tab('Matches'));
    expectActive('Matches');

    const onValueChange = vi.fn();
    render(
      <Tabs value="one" onValueChange={onValueChange}>
        <TabsList aria-label="Fixed">
          <TabsTrigger value="one">One</TabsTrigger>
          <TabsTrigger value="two">Two</TabsTrigger>
        </TabsList>
        <TabsContent value="one">One panel</TabsContent>
        <TabsContent value="two">Two panel</TabsContent>
      </Tabs>,
    );
    await user.click(tab('Two'));
    expect(onValueChange).toHaveBeenCalledWith('two');
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('One panel')).toBeInTheDocument();
    expect(screen.queryByText('Two panel')).not.toBeInTheDocument();
  });

  it("keeps a tab's own ref and focus handler", async () => {
    const user = userEvent.setup();
    const onFocus = vi.fn();
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <Tabs defaultValue="one">
        <TabsList>
          <TabsTrigger value="one">One</TabsTrigger>
          <TabsTrigger value="two" ref={ref} onFocus={onFocus}>
            Two
          </TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    expect(ref.current).toBe(tab('Two'));
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onFocus).toHaveBeenCalledOnce();
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
  });

  it('hydrates server-rendered HTML with the same ids', async () => {
    const html = renderToString(<Sections />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverIds = [...container.querySelectorAll('[id]')].map((element) => element.id);
    // React reports a mismatched attribute on the console and keeps the server's: compare the ids a client would write
    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Sections />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect([...container.querySelectorAll('[id]')].map((element) => element.id)).toEqual(serverIds);
    expect(serverIds).toHaveLength(8);
    container.remove();
  });
});
