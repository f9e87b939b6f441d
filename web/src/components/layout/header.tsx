import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { BookIcon, CloseIcon, MenuIcon } from '../icons';
import { ThemeToggle } from './theme-toggle';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  mobileOnly?: boolean;
}

const NAV_ITEMS: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/all-books', label: 'All Books' },
  { to: '/create-book', label: 'Add Book' },
  // No book id here: /borrow lets the visitor pick a book first.
  { to: '/borrow', label: 'Borrow Book', mobileOnly: true },
  { to: '/loans', label: 'Loans' },
  { to: '/borrow-summary', label: 'Borrow Summary' },
];

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link nav-link--active' : 'nav-link');

/** Sticky header: logo, navigation, theme toggle; a toggled menu on narrow screens. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // A new page closes the menu: adjusted while rendering, as React advises instead of an effect that sets state.
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
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
            {NAV_ITEMS.filter((item) => !item.mobileOnly).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

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
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={navClass} onClick={closeMenu}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
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
