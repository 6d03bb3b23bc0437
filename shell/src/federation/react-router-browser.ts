/**
 * What the host provides to the page under the shared singleton `react-router`: the declarative router API the
 * site uses, re-exported from the real package so webpack keeps only these (the data-router and framework
 * half of react-router 7 never reaches a visitor's phone). ESLint allows exactly these names in browser code.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  NavLink,
  useHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-package';
