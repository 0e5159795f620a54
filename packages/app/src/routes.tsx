import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyRoute } from './routing/lazyRoute';

export interface AppRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Spec 000 section 2: routes marked as requiring login go through the guard. */
  requiresLogin: boolean;
}

/** About and marketing routes whose page is the server text of the same name (pages/ContentTextPage). */
export const CONTENT_TEXT_PATHS = [
  '/introduction',
  '/global_payments',
  '/about_en',
  '/global_education_payments',
  '/financial_technology',
  '/investors_and_partners',
  '/media_and_press',
  '/cooperate',
];

/** The route table of the spec (spec 000 section 2), one line a route. Later issues add theirs. */
export const routes: AppRoute[] = [
  { path: '/', page: lazyRoute(() => import('./pages/HomePage')), requiresLogin: false },
  { path: '/college_list', page: lazyRoute(() => import('./pages/CollegeListPage')), requiresLogin: false },
  { path: '/select_account', page: lazyRoute(() => import('./pages/SelectAccountPage')), requiresLogin: false },
  { path: '/order', page: lazyRoute(() => import('./pages/OrderPage')), requiresLogin: false },
  { path: '/order_fee', page: lazyRoute(() => import('./pages/OrderPage')), requiresLogin: true },
  { path: '/pay', page: lazyRoute(() => import('./pages/PayPage')), requiresLogin: false },
  { path: '/pay_confirm', page: lazyRoute(() => import('./pages/PayConfirmPage')), requiresLogin: false },
  { path: '/wx_pay', page: lazyRoute(() => import('./pages/WxPayPage')), requiresLogin: false },
  { path: '/pay_result', page: lazyRoute(() => import('./pages/PayResultPage')), requiresLogin: false },
  // Third-party (partner) orders (spec 001 section 2): the entry, the payment entry, the result, the bridge.
  { path: '/order_third', page: lazyRoute(() => import('./pages/OrderThirdPage')), requiresLogin: false },
  { path: '/payment', page: lazyRoute(() => import('./pages/PaymentEntryPage')), requiresLogin: false },
  { path: '/result_third', page: lazyRoute(() => import('./pages/ResultThirdPage')), requiresLogin: false },
  { path: '/bridge', page: lazyRoute(() => import('./pages/BridgePage')), requiresLogin: false },
  // Spec 001 section 2: the upload pages need no login of their own; the calls ask for one (or an SMS-proven phone).
  { path: '/idents_all', page: lazyRoute(() => import('./pages/IdentsAllPage')), requiresLogin: false },
  // The phone's scan-to-upload page: the QR code's signed ticket stands in for a login.
  { path: '/ident', page: lazyRoute(() => import('./pages/IdentPage')), requiresLogin: false },
  { path: '/idents_payer', page: lazyRoute(() => import('./pages/IdentsPayerPage')), requiresLogin: false },
  { path: '/identity', page: lazyRoute(() => import('./pages/IdentityPage')), requiresLogin: false },
  { path: '/selfie', page: lazyRoute(() => import('./pages/SelfiePage')), requiresLogin: false },
  { path: '/idents_ass', page: lazyRoute(() => import('./pages/IdentsAssPage')), requiresLogin: false },
  // Face verification of the payer (spec 001 section 2): the scan page and the result page.
  { path: '/self_pass', page: lazyRoute(() => import('./pages/SelfPassPage')), requiresLogin: false },
  { path: '/verify', page: lazyRoute(() => import('./pages/VerifyPage')), requiresLogin: false },
  { path: '/not_institution', page: lazyRoute(() => import('./pages/NotInstitutionPage')), requiresLogin: false },
  { path: '/out_of_service', page: lazyRoute(() => import('./pages/OutOfServicePage')), requiresLogin: false },
  { path: '/change_country', page: lazyRoute(() => import('./pages/ChangeCountryPage')), requiresLogin: false },
  { path: '/cs_school', page: lazyRoute(() => import('./pages/CsSchoolPage')), requiresLogin: false },
  { path: '/personnel_query', page: lazyRoute(() => import('./pages/PersonnelQueryPage')), requiresLogin: false },
  { path: '/about_us', page: lazyRoute(() => import('./pages/AboutUsPage')), requiresLogin: false },
  { path: '/user_center', page: lazyRoute(() => import('./pages/UserCenterPage')), requiresLogin: true },
  // A payer's shared tracking link (issue 18; the spec names no route for it): signed, no login.
  { path: '/track', page: lazyRoute(() => import('./pages/TrackPage')), requiresLogin: false },
  { path: '/news_and_resources', page: lazyRoute(() => import('./pages/NewsAndResourcesPage')), requiresLogin: false },
  { path: '/help_center', page: lazyRoute(() => import('./pages/HelpCenterPage')), requiresLogin: false },
  { path: '/contact', page: lazyRoute(() => import('./pages/ContactPage')), requiresLogin: false },
  { path: '/contactb', page: lazyRoute(() => import('./pages/ContactPage')), requiresLogin: false },
  ...CONTENT_TEXT_PATHS.map((path) => ({ path, page: lazyRoute(() => import('./pages/ContentTextPage')), requiresLogin: false })),
];

/** Shown when no route matches (spec: "/chinapay_quick" is exempt: it is handled by the payment gateway). */
export const NotFoundPage = lazyRoute(() => import('./pages/NotFoundPage'));
export const NOT_FOUND_EXEMPT = new Set(['/chinapay_quick']);
