/**
 * `@taesung/shared/page-states`: what a public page shows while its data loads, when it could not be read (with a
 * retry) and when what the address asks for does not exist; and the contact box under a profile or a case. An
 * entry of its own, bundled by each remote that uses it, so the home page never downloads it.
 */
export {
  LoadErrorState,
  LoadingState,
  NotFoundState,
  PageNotFoundState,
  type NotFoundLink,
  type NotFoundStateProps,
} from './ui/page-states.tsx';
export { ContactActions, type ContactActionsProps } from './ui/contact-actions.tsx';
