import type { RefObject } from 'react';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../ui/dialog';
import { DashboardLinks, SiteNavLinks } from './site-nav-links';

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  /** The menu button, which gets focus back on close (the dialog has no Radix trigger). */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
};

/** The small-screen menu: a sheet sliding in from the right, with focus trapped while open. */
export function MobileMenu({ open, onOpenChange, pathname, returnFocusRef }: MobileMenuProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <DialogTitle>Menu</DialogTitle>
        <DialogDescription className="sr-only">Site navigation</DialogDescription>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          <SiteNavLinks pathname={pathname} onNavigate={() => onOpenChange(false)} vertical />
        </nav>
        <DashboardLinks vertical />
      </SheetContent>
    </Dialog>
  );
}
