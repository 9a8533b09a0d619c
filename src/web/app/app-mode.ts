import { createContext, useContext } from 'react';

export type AppMode = 'main' | 'dashboard';

export const AppModeContext = createContext<AppMode>('main');

/** Which site this page load is: the public main site or the dashboard host. */
export function useAppMode(): AppMode {
  return useContext(AppModeContext);
}
