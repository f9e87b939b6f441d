import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { BookListRoute } from './routes/book-list';
import { NotFoundRoute } from './routes/not-found';

// Only the list is eager; formik, yup and sweetalert2 load with the routes that use them.
const CreateBookRoute = lazy(() => import('./routes/create-book'));
const EditBookRoute = lazy(() => import('./routes/edit-book'));
const BookDetailRoute = lazy(() => import('./routes/book-detail'));
const BorrowPickerRoute = lazy(() => import('./routes/borrow-picker'));
const BorrowRoute = lazy(() => import('./routes/borrow'));
const BorrowSummaryRoute = lazy(() => import('./routes/borrow-summary'));
const LoansRoute = lazy(() => import('./routes/loans'));
const DeskRoute = lazy(() => import('./routes/desk'));
const ImportBooksRoute = lazy(() => import('./routes/import-books'));
const SignInRoute = lazy(() => import('./routes/sign-in'));
const SetupRoute = lazy(() => import('./routes/setup'));
const InvitationRoute = lazy(() => import('./routes/invitation'));
const AccountRoute = lazy(() => import('./routes/account'));
const StaffRoute = lazy(() => import('./routes/staff'));
const ActivityRoute = lazy(() => import('./routes/activity'));
const MembersRoute = lazy(() => import('./routes/members'));
const CreateMemberRoute = lazy(() => import('./routes/create-member'));
const MemberDetailRoute = lazy(() => import('./routes/member-detail'));
const EditMemberRoute = lazy(() => import('./routes/edit-member'));
const ImportMembersRoute = lazy(() => import('./routes/import-members'));
const MemberCardRoute = lazy(() => import('./routes/member-card'));
const MemberCardsRoute = lazy(() => import('./routes/member-cards'));
const SettingsRoute = lazy(() => import('./routes/settings'));
const MyRoute = lazy(() => import('./routes/my'));

/** Every route of the spec, the staff side's and the members', under the shared layout and error screen. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <BookListRoute /> },
      { path: '/all-books', element: <BookListRoute /> },
      { path: '/create-book', element: <CreateBookRoute /> },
      { path: '/add-book', element: <CreateBookRoute /> },
      { path: '/edit-book/:id', element: <EditBookRoute /> },
      { path: '/books/:bookId', element: <BookDetailRoute /> },
      { path: '/borrow', element: <BorrowPickerRoute /> },
      { path: '/borrow/:bookId', element: <BorrowRoute /> },
      { path: '/borrow-summary', element: <BorrowSummaryRoute /> },
      { path: '/loans', element: <LoansRoute /> },
      { path: '/desk', element: <DeskRoute /> },
      { path: '/import', element: <ImportBooksRoute /> },
      { path: '/sign-in', element: <SignInRoute /> },
      { path: '/setup', element: <SetupRoute /> },
      { path: '/invitation/:token', element: <InvitationRoute /> },
      { path: '/account', element: <AccountRoute /> },
      { path: '/staff', element: <StaffRoute /> },
      { path: '/activity', element: <ActivityRoute /> },
      { path: '/members', element: <MembersRoute /> },
      { path: '/members/new', element: <CreateMemberRoute /> },
      { path: '/members/import', element: <ImportMembersRoute /> },
      { path: '/members/cards', element: <MemberCardsRoute /> },
      { path: '/members/:id', element: <MemberDetailRoute /> },
      { path: '/members/:id/edit', element: <EditMemberRoute /> },
      { path: '/members/:id/card', element: <MemberCardRoute /> },
      { path: '/settings', element: <SettingsRoute /> },
      { path: '/my', element: <MyRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** The routes, rendered inside whichever router surrounds them (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
