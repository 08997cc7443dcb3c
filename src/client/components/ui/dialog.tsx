import { cn } from '@client/lib/utils';
import { Slot } from '@radix-ui/react-slot';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { DialogContentProps } from './dialog-parts';

// A modal dialog (Radix Dialog, in ./dialog-parts). Its code (Radix, focus trap, scroll lock: about 11 kB) is not
// part of the page that shows the button: it loads when the dialog first opens, or as soon as someone points at
// or focuses its trigger (decision 0022). The trigger is ours, so it never changes node when the code arrives.

type Parts = typeof import('./dialog-parts');
let parts: Parts | undefined;
let loading: Promise<Parts> | undefined;
const loadParts = () => {
  loading ??= import('./dialog-parts').then((module) => {
    parts = module;
    return module;
  });
  return loading;
};

interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLElement | null>;
  /** What had the focus when the dialog opened: where it goes back to when there is no trigger. */
  opener: RefObject<Element | null>;
}
const DialogContext = createContext<DialogState | null>(null);
const useDialog = (part: string) => {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`${part} must be inside a Dialog`);
  return state;
};

/** A dialog opened by its DialogTrigger, or by the caller (`open`, `onOpenChange`). */
export function Dialog({
  open,
  onOpenChange,
  children,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const trigger = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);
  const isOpen = open ?? ownOpen;
  // taken before the dialog moves the focus in (its own focus runs in a later, passive effect)
  useLayoutEffect(() => {
    if (isOpen) opener.current = document.activeElement;
  }, [isOpen]);
  const state: DialogState = {
    open: isOpen,
    onOpenChange: (next) => {
      if (open === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    trigger,
    opener,
  };
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

/** Its child (the caller's button) opens the dialog, and is announced as opening one. */
export function DialogTrigger({ children }: { children: ReactNode }) {
  const { open, onOpenChange, trigger } = useDialog('DialogTrigger');
  return (
    <Slot
      ref={trigger}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={() => void loadParts()}
      onFocus={() => void loadParts()}
      onClick={() => onOpenChange(true)}
    >
      {children}
    </Slot>
  );
}

/** The dialog box; nothing until it first opens. Focus goes back to the DialogTrigger (or the opener) when it closes. */
export function DialogContent({ onCloseAutoFocus, ...props }: DialogContentProps) {
  const { open, onOpenChange, trigger, opener } = useDialog('DialogContent');
  const [loaded, setLoaded] = useState(parts);
  useEffect(() => {
    if (open && !loaded) void loadParts().then(setLoaded);
  }, [open, loaded]);
  if (!loaded) return null;
  return (
    <loaded.DialogRoot open={open} onOpenChange={onOpenChange}>
      <loaded.DialogContent
        {...props}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // back to the trigger; a dialog the caller opened goes back to what had the focus (a row's Manage or
          // View), not to <body> (issue 37). When that is gone too, the focus is left where the action put it.
          const back = trigger.current ?? opener.current;
          if (!(back instanceof HTMLElement) || !back.isConnected) return;
          event.preventDefault();
          back.focus();
        }}
      />
    </loaded.DialogRoot>
  );
}

// Rendered only inside DialogContent, so after the parts have loaded.
const loadedParts = (): Parts => {
  if (!parts) throw new Error('Dialog parts render only inside DialogContent');
  return parts;
};

export function DialogTitle(props: ComponentProps<Parts['DialogTitle']>) {
  const { DialogTitle: Title } = loadedParts();
  return <Title {...props} />;
}

export function DialogDescription(props: ComponentProps<Parts['DialogDescription']>) {
  const { DialogDescription: Description } = loadedParts();
  return <Description {...props} />;
}

export function DialogClose(props: ComponentProps<Parts['DialogClose']>) {
  const { DialogClose: Close } = loadedParts();
  return <Close {...props} />;
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}
