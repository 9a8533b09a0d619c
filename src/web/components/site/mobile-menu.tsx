import { type RefObject, useRef } from 'react';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../ui/dialog';
import { DashboardLinks, SiteNavLinks } from './site-nav-links';

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back on close (the dialog has no Radix trigger). */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
};

/** The small-screen menu: a sheet sliding in from the right, with focus trapped while open. */
export function MobileMenu({ open, onOpenChange, returnFocusRef }: MobileMenuProps) {
  // Closed by following one of its links: the navigation decides where focus goes (the new page's
  // heading, or the #section linked to), so the menu button must not take it back.
  const followedLink = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!followedLink.current) returnFocusRef.current?.focus();
          followedLink.current = false;
        }}
      >
        <DialogTitle>Menu</DialogTitle>
        <DialogDescription className="sr-only">Site navigation</DialogDescription>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          <SiteNavLinks
            onNavigate={() => {
              followedLink.current = true;
              onOpenChange(false);
            }}
            vertical
          />
        </nav>
        <DashboardLinks vertical />
      </SheetContent>
    </Dialog>
  );
}
