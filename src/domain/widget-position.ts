/**
 * Where the widget's launcher (and its chat panel) sits on the business's pages. A module of its
 * own: the chat frame's bundle reads the widget contract, and must not take the settings contract
 * (with all its schemas) with it.
 */
export const WIDGET_POSITIONS = ['bottom-right', 'bottom-left'] as const;
export type WidgetPosition = (typeof WIDGET_POSITIONS)[number];
export const DEFAULT_WIDGET_POSITION: WidgetPosition = 'bottom-right';
