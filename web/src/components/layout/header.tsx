import type { Operation } from '@library/api/contract/rules';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { may, signInPath, useAccess } from '../../lib/access';
import { useCloseOnEscape } from '../../lib/use-close-on-escape';
import { BookIcon, CloseIcon, MenuIcon } from '../icons';
import { ThemeToggle } from './theme-toggle';

// Only a signed-in person's header has these: a visitor's first load goes without them.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
const MobileAccountLinks = lazy(() => import('./user-menu').then((module) => ({ default: module.MobileAccountLinks })));

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  mobileOnly?: boolean;
  /** The operation (the contract's table) the viewer must be allowed for the link to show (none: shown to all). */
  needs?: Operation;
  /** Shown only to a signed-in member (their own page). */
  member?: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/all-books', label: 'All Books' },
  { to: '/create-book', label: 'Add Book', needs: 'createBook' },
  // No book id here: /borrow lets the visitor pick a book first.
  { to: '/borrow', label: 'Borrow Book', mobileOnly: true, needs: 'borrowBook' },
  { to: '/loans', label: 'Loans', needs: 'loans' },
  { to: '/desk', label: 'Desk', needs: 'borrowBook' },
  { to: '/members', label: 'Members', needs: 'members' },
  { to: '/borrow-summary', label: 'Borrow Summary' },
  { to: '/my', label: 'My loans', member: true },
];

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link nav-link--active' : 'nav-link');

/**
 * How much the desktop header holds (layout.css): up to this many links, beside the account and the
 * theme, fit on one line from the phone menu's usual width; a longer header (staff's) keeps the phone
 * menu up to a wider screen, so that no link, nor the person's name, ever wraps.
 */
const FEW_LINKS = 4;

/** The header's class: its size decides where the desktop navigation takes over from the phone menu. */
function headerClass(desktopLinks: number): string {
  return desktopLinks <= FEW_LINKS ? 'site-header site-header--few' : 'site-header site-header--many';
}

/**
 * Sticky header: logo, navigation (the links the viewer may use), the signed-in person's menu or
 * "Sign in" (a protected library's visitor), theme toggle; a toggled menu on narrow screens.
 */
export function Header() {
  const { access, viewer, known } = useAccess();
  const items = NAV_ITEMS.filter((item) => (!item.needs || may(access, item.needs)) && (!item.member || access.member));
  // The admin's links (staff, activity, loan rules) go with the staff list.
  const admin = may(access, 'staffAccounts');
  const signIn = known && !viewer && !access.open;
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // A new page closes the menu: adjusted while rendering, as React advises instead of an effect that sets state.
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  useCloseOnEscape(menuOpen, closeMenu, toggleRef);

  return (
    <header className={headerClass(items.filter((item) => !item.mobileOnly).length)}>
      <div className="container site-header__inner">
        {/* The name starts with the words the link shows (the space between them included), so speech input can say them (WCAG 2.5.3). */}
        <Link to="/" className="brand" aria-label="Booknook Library catalogue, home">
          <span className="brand__mark" aria-hidden="true">
            <BookIcon />
          </span>
          <span>
            Booknook <span className="brand__tagline">Library catalogue</span>
          </span>
        </Link>

        <nav className="nav-desktop" aria-label="Main">
          <ul>
            {items
              .filter((item) => !item.mobileOnly)
              .map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={navClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>

        {viewer ? (
          <div className="header-account">
            <Suspense fallback={null}>
              <UserMenu name={viewer.name} admin={admin} />
            </Suspense>
          </div>
        ) : null}
        {signIn ? (
          <Link to={signInPath(`${pathname}${search}`)} className="nav-link header-account">
            Sign in
          </Link>
        ) : null}

        <ThemeToggle className="header-theme" />

        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon width={22} height={22} /> : <MenuIcon width={22} height={22} />}
        </button>
      </div>

      {menuOpen ? (
        <nav id="mobile-menu" className="nav-mobile" aria-label="Mobile">
          <div className="container">
            <ul>
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={navClass} onClick={closeMenu}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            {viewer ? (
              <Suspense fallback={null}>
                <MobileAccountLinks name={viewer.name} admin={admin} />
              </Suspense>
            ) : null}
            {signIn ? (
              <NavLink to={signInPath(`${pathname}${search}`)} className={navClass}>
                Sign in
              </NavLink>
            ) : null}
            <div className="nav-mobile__theme">
              <span id="mobile-theme-label">Theme</span>
              <ThemeToggle />
            </div>
          </div>
        </nav>
      ) : null}
    </header>
  );
}
