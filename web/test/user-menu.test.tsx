import { screen, waitFor, within } from '@testing-library/react';
import { AccessDocument, SignOutDocument } from '../src/lib/access';
import { VISITOR, accessMock, signedInAs } from '../src/testing/access';
import { booksMock, listVariables, summaryMock } from '../src/testing/fixtures';
import { renderApp } from '../src/testing/render-app';

const ADA = signedInAs('ADMIN', 'Ada');

describe("the signed-in person's menu", () => {
  test('when it is used by keyboard, then Enter opens it, Tab reaches its links, Escape closes it and focus returns', async () => {
    const view = await renderApp('/borrow-summary', { access: ADA, mocks: [summaryMock([])] });
    const button = await screen.findByRole('button', { name: 'Ada' });
    button.focus();
    await view.user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', 'user-menu-list');

    await view.user.tab();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveFocus();
    await view.user.tab();
    expect(screen.getByRole('link', { name: 'Staff' })).toHaveFocus();

    await view.user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  test('when focus leaves the open menu, then it closes', async () => {
    const view = await renderApp('/borrow-summary', { access: ADA, mocks: [summaryMock([])] });
    const button = await screen.findByRole('button', { name: 'Ada' });
    await view.user.click(button);
    // Account, Staff, Activity, Loan rules, Sign out, then out of the menu.
    for (let step = 0; step < 6; step += 1) await view.user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('when the phone menu opens for a signed-in person, then it has their links and Sign out', async () => {
    const view = await renderApp('/borrow-summary', {
      access: signedInAs('VOLUNTEER', 'Vera'),
      mocks: [summaryMock([])],
    });
    await view.user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    const account = await within(menu).findByRole('list', { name: 'Signed in as Vera' });
    expect(within(account).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(account).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(within(account).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  test('when Sign out is chosen, then the cache is reset, the viewer asked again (now nobody), and the catalogue shows with "Sign in"', async () => {
    const view = await renderApp('/borrow-summary', {
      access: ADA,
      mocks: [
        summaryMock([]),
        // Asked again if its screen is still there when the cache is reset.
        summaryMock([]),
        { request: { query: SignOutDocument }, result: { data: { signOut: true } } },
        accessMock(VISITOR),
        booksMock(listVariables(), []),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Ada' }));
    await view.user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(view.currentUrl()).toBe('/'));
    expect(screen.queryByRole('button', { name: 'Ada' })).not.toBeInTheDocument();
    expect(view.cache.readQuery({ query: AccessDocument })?.viewer).toBeNull();
  });
});
