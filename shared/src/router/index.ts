// The page's one react-router, shared as the federation singleton `@onboarding/shared/router`. Browser code imports
// the router from here, never from react-router or react-router-dom (eslint enforces it).
//
// Why a module of our own: a package shared through Module Federation is shipped whole, since the build cannot know
// which of its exports another app will use, and all of react-router (server rendering, RSC, forms, fetchers, cookie
// and session helpers) is about 65 KiB gzipped, a third of the first page's budget. Shared here instead, react-router
// is an ordinary dependency of this module and the build keeps only what is listed below (about half of it). The
// singleton is still one router for the shell and every remote; its version is @onboarding/shared's.
//
// Code that needs another react-router export adds it here: tsc refuses a name that is not listed (the types below
// are types only), so nothing reaches the browser as undefined. Tests may import react-router-dom directly.
export {
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
} from 'react-router-dom';
export type * from 'react-router-dom';
