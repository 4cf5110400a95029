/**
 * The one way a form is written (react-hook-form over the call's TypeBox request schema). It
 * brings react-hook-form and TypeBox's value checker: import it from a lazily loaded page only,
 * never through src/ui/index.ts (bundle budget, docs/conventions.md §14).
 */
export { useServiceForm, type Refusal, type ServiceForm, type ServiceFormOptions, type TextFieldBinding } from './useServiceForm';
