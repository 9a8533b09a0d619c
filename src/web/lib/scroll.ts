export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls a section into view and moves keyboard focus to it, so the jump is not only visual.
 * `instant` for a section of a page that has just opened, where a long smooth scroll from the top
 * would only delay the visitor.
 */
export function scrollToSection(id: string, options: { instant?: boolean } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const smooth = !options.instant && !prefersReducedMotion();
  // 'instant', not 'auto': the stylesheet makes 'auto' smooth (html { scroll-behavior: smooth }).
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'instant', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
