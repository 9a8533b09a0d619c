// What other features may use of widget (DESIGN.md §2 rule 1).
export { WIDGET_CONFIG_RATE_LIMIT } from './widget.routes';
