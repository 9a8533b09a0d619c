import { useId } from 'react';
import { NativeSelect } from '../components/ui/native-select';
import { chooseWorkspace } from './chosen-workspace';
import { useAdminWorkspaces, useCurrentWorkspace, useSession } from './session';

/**
 * Which workspace the dashboard and admin pages show. Platform admins choose among every
 * workspace; a member of several among theirs; anyone else sees nothing here.
 */
export function WorkspaceSwitcher({ className }: { className?: string }) {
  const id = useId();
  const { data } = useSession();
  const current = useCurrentWorkspace();
  const isAdmin = Boolean(data?.isAdmin);
  const all = useAdminWorkspaces(isAdmin);
  const own = data?.workspaces ?? [];
  const options = isAdmin
    ? (all.data?.workspaces ?? []).map((w) => ({
        id: w.id,
        label: w.ownerEmail ? `${w.name} (${w.ownerEmail})` : w.isPlatformDemo ? `${w.name} (demo)` : w.name,
      }))
    : own.map((w) => ({ id: w.id, label: w.name }));
  if (!current || options.length < 2) return null;
  // The current one may be outside the admin list when it was cut at its limit.
  if (!options.some((o) => o.id === current.id)) options.unshift({ id: current.id, label: current.name });
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        Workspace
      </label>
      <NativeSelect
        id={id}
        value={current.id}
        onChange={(event) => chooseWorkspace(event.target.value)}
        className="h-9 max-w-[16rem] truncate"
        title="Workspace"
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {isAdmin && all.data?.truncated ? (
        <span className="sr-only">Only the first {all.data.workspaces.length} workspaces are listed.</span>
      ) : null}
    </div>
  );
}
