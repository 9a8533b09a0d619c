import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterRequested } from '../lib/toast';
import type { ToastSettings } from './app-toaster';

const AppToaster = lazy(async () => ({ default: (await import('./app-toaster')).AppToaster }));

/** Mounts the toaster on the first toast (see lib/toast.ts). */
export function AppToasterSlot({ settings }: { settings: ToastSettings }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToasterRequested(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster settings={settings} />
    </Suspense>
  );
}
