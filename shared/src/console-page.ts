/**
 * `@taesung/shared/console-page`: the frame of a console page, a separate entry of the package so public pages do
 * not download it.
 */
export { ConsolePage, type ConsolePageProps } from './ui/console-page.tsx';
