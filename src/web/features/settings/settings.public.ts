// What other features may use of settings (DESIGN.md §2 rule 1).
export { FormField } from './form-field';
