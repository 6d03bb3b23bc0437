/**
 * `@taesung/shared/page-layout`: the frame of every public sub page (title band, breadcrumbs and their JSON-LD), a
 * separate entry of the package so the home page, which has its own frame, does not download it.
 */
export { PageLayout, type Crumb, type PageLayoutProps } from './ui/page-layout.tsx';
