import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AppRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Spec 000 section 2: routes marked as requiring login go through the guard. */
  requiresLogin: boolean;
}

/** The route table of the spec (spec 000 section 2), one line a route. Later issues add theirs. */
export const routes: AppRoute[] = [
  { path: '/', page: lazy(() => import('./pages/HomePage')), requiresLogin: false },
  { path: '/college_list', page: lazy(() => import('./pages/CollegeListPage')), requiresLogin: false },
  { path: '/not_institution', page: lazy(() => import('./pages/NotInstitutionPage')), requiresLogin: false },
  { path: '/out_of_service', page: lazy(() => import('./pages/OutOfServicePage')), requiresLogin: false },
];

/** Shown when no route matches (spec: "/chinapay_quick" is exempt: it is handled by the payment gateway). */
export const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
export const NOT_FOUND_EXEMPT = new Set(['/chinapay_quick']);
