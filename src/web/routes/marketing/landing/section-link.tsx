import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { scrollToSection } from '../../../lib/scroll';

/**
 * A button-styled link to a section of this page. A plain #anchor works as soon as the
 * prerendered HTML is on screen (before the app has started, or without JavaScript); once the
 * app runs, the click scrolls smoothly (or not, for reduced motion) and moves focus there too.
 */
export function SectionLink({
  section,
  children,
  ...style
}: { section: string; children: ReactNode } & Pick<ButtonProps, 'variant' | 'size'>) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToSection(section)) event.preventDefault();
  };
  return (
    <Button asChild {...style}>
      <a href={`#${section}`} onClick={onClick}>
        {children}
      </a>
    </Button>
  );
}
