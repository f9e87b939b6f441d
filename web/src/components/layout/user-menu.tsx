import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

/** The signed-in person's links (Account; Staff and Activity for admins), for the header's menu and the phone's. */
export function accountLinks(admin: boolean): { to: string; label: string }[] {
  const links = [{ to: '/account', label: 'Account' }];
  return admin ? [...links, { to: '/staff', label: 'Staff' }, { to: '/activity', label: 'Activity' }] : links;
}

/**
 * The signed-in person's name as a disclosure button, opening a list of their links and Sign out.
 * Escape closes it (focus back on the button), as do leaving it with Tab and choosing a link.
 */
export function UserMenu({ name, admin, onSignOut }: { name: string; admin: boolean; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

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
      >
        {name}
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
            <button type="button" onClick={onSignOut}>
              Sign out
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
