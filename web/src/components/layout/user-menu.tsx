/**
 * What the header shows a signed-in person: their menu (desktop) and their links (the phone's menu).
 * Loaded only once someone is signed in (the header imports it lazily): a visitor never downloads it.
 */
import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useResetForViewer, useSignOutMutation } from '../../lib/access';
import { useCloseOnEscape } from '../../lib/use-close-on-escape';

interface SignedInProps {
  name: string;
  /** Whether to link Staff, Activity and Loan rules. */
  admin: boolean;
}

/** The signed-in person's links (Account; Staff, Activity and Loan rules for admins), for the header's menu and the phone's. */
function accountLinks(admin: boolean): { to: string; label: string }[] {
  const links = [{ to: '/account', label: 'Account' }];
  return admin
    ? [
        ...links,
        { to: '/staff', label: 'Staff' },
        { to: '/activity', label: 'Activity' },
        { to: '/settings', label: 'Loan rules' },
      ]
    : links;
}

/** Signs out, then shows the catalogue to the visitor this browser now is (the cache emptied). */
function useSignOut(): () => void {
  const [signOut] = useSignOutMutation();
  const reset = useResetForViewer();
  const navigate = useNavigate();
  return () => {
    void signOut().then(async () => {
      await navigate('/');
      await reset();
    });
  };
}

/** The phone menu's part: the person's links and Sign out. */
export function MobileAccountLinks({ name, admin }: SignedInProps) {
  const signOut = useSignOut();
  return (
    <ul className="nav-mobile__account" aria-label={`Signed in as ${name}`}>
      {accountLinks(admin).map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={({ isActive }) => (isActive ? 'nav-link nav-link--active' : 'nav-link')}>
            {link.label}
          </NavLink>
        </li>
      ))}
      <li>
        <button type="button" className="nav-link" onClick={signOut}>
          Sign out
        </button>
      </li>
    </ul>
  );
}

/**
 * The signed-in person's name as a disclosure button, opening a list of their links and Sign out.
 * Escape closes it (focus back on the button), as do leaving it with Tab and choosing a link.
 */
export function UserMenu({ name, admin }: SignedInProps) {
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useCloseOnEscape(open, close, buttonRef);

  return (
    <div
      className="user-menu"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls="user-menu-list"
        onClick={() => setOpen(!open)}
        title={name}
      >
        {/* A long name is cut short with an ellipsis (the whole of it in the title): never on two lines. */}
        <span className="user-menu__name">{name}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul id="user-menu-list" className="user-menu__list">
          {accountLinks(admin).map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={signOut}>
              Sign out
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
