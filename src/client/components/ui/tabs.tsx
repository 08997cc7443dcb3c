import { cn } from '@client/lib/utils';
import { type ComponentProps, createContext, type KeyboardEvent, use, useId, useState } from 'react';

interface TabsState {
  /** From useId, so the ids that link a tab and its panel match between a server render and hydration. */
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState>({ baseId: '', value: '', select: () => {} });

const tabId = (baseId: string, value: string) => `${baseId}tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}panel-${value}`;

// Either controlled or not, and always with a chosen tab: with none, every tab would be out of the Tab order
type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & { onValueChange?: (value: string) => void } & (
    | { value: string; defaultValue?: never }
    | { defaultValue: string; value?: never }
  );

/**
 * Tabs as the WAI-ARIA Authoring Practices describe them (role="tablist" / "tab" / "tabpanel", automatic
 * activation): ArrowLeft/ArrowRight (wrapping), Home and End move the focus and choose the tab, skipping disabled
 * ones; only the chosen tab is in the Tab order. Our own rather than Radix's, which cost 8.8 kB gz (decision 0022).
 * Only the active panel is mounted, so a panel's data and code load when it is first opened.
 */
export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const current = value ?? uncontrolledValue ?? '';
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: current, select }}>
      <div {...props} />
    </TabsContext>
  );
}

/** Where each key sends the focus, from the focused tab's index among the enabled ones. */
const KEY_TARGETS: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index, last) => (index > 0 ? index - 1 : last),
  ArrowRight: (index, last) => (index < last ? index + 1 : 0),
  Home: () => 0,
  End: (_, last) => last,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const target = KEY_TARGETS[event.key];
  // modified arrows belong to the browser and the screen reader (Alt+ArrowLeft goes back)
  if (!target || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(event.target as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  // the tab chooses itself when it receives the focus (TabsTrigger's onFocus)
  tabs[target(index, tabs.length - 1)]?.focus();
}

/** The row of tabs; wraps onto a second line on narrow screens instead of scrolling sideways. */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      {...props}
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'flex w-full flex-wrap gap-1 rounded-ui bg-muted p-1 text-muted-foreground sm:w-auto sm:flex-nowrap',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        moveFocus(event);
      }}
    />
  );
}

interface TabsTriggerProps extends ComponentProps<'button'> {
  value: string;
}

export function TabsTrigger({ value, className, onClick, onFocus, ...props }: TabsTriggerProps) {
  const tabs = use(TabsContext);
  const active = tabs.value === value;
  return (
    <button
      type="button"
      {...props}
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={active}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      className={cn(
        'inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-[0.375rem] px-3 py-2 text-sm font-semibold text-foreground transition-colors hover:bg-background/70 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:pointer-events-none disabled:text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-primary data-[state=active]:shadow-ui sm:flex-none [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        tabs.select(value);
      }}
    />
  );
}

interface TabsContentProps extends ComponentProps<'div'> {
  value: string;
}

/** A closed panel is an empty, hidden element, so every tab's aria-controls names one; its children mount on opening. */
export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const tabs = use(TabsContext);
  const active = tabs.value === value;
  return (
    <div
      {...props}
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the Tab after the tab reaches its panel (WAI-ARIA Tabs pattern)
      tabIndex={0}
      className={cn(
        'mt-6 rounded-ui focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
    >
      {active ? children : null}
    </div>
  );
}
