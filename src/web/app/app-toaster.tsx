import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../lib/toast';
import { useTheme } from './theme-provider';

export type ToastSettings = { durationMs: number; visible?: number; position?: string };

const POSITIONS = [
  'top-left',
  'top-right',
  'bottom-left',
  'bottom-right',
  'top-center',
  'bottom-center',
] as const;
type Position = (typeof POSITIONS)[number];

function toPosition(value: string | undefined): Position {
  return POSITIONS.find((p) => p === value) ?? 'bottom-right';
}

export function AppToaster({ settings }: { settings: ToastSettings }) {
  const { resolvedTheme } = useTheme();
  // Runs after <Toaster>'s own effects, so it is already subscribed.
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      theme={resolvedTheme}
      position={toPosition(settings.position)}
      duration={settings.durationMs}
      visibleToasts={settings.visible ?? 3}
      richColors
      closeButton
      toastOptions={{ classNames: { description: 'text-sm' } }}
    />
  );
}
