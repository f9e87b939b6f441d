import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { CardSheets } from '../src/features/members/components/card-sheet';
import { MemberDocument, MembersDocument } from '../src/features/members/api/members';
import { CARDS_PER_PAGE, LIBRARY_NAME, printCardsLinks } from '../src/features/members/lib/card-sheet';
import { signedInAs } from '../src/testing/access';
import { renderApp } from '../src/testing/render-app';

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

const LIBRARIAN = signedInAs('LIBRARIAN', 'Lee');
const VISITOR_SIGNED_IN_AS_MEMBER = signedInAs(null, 'Pat');

function memberAnswer(id: string, name: string, cardNumber: string) {
  return {
    __typename: 'Member',
    id,
    cardNumber,
    name,
    email: null,
    phone: null,
    notes: null,
    status: 'ACTIVE',
    blockedReason: null,
    keepHistory: false,
    account: null,
    copiesOut: 0,
    overdueLoans: 0,
    holdsReady: 0,
    loansLeft: 5,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    history: { __typename: 'RecordHistory', createdBy: 'Lee', createdAt: null, updatedBy: null, updatedAt: null },
  };
}

function memberMock(id: string, name: string, cardNumber: string): Mock {
  return {
    request: { query: MemberDocument, variables: { id } },
    result: { data: { member: memberAnswer(id, name, cardNumber) } },
  };
}

function barcodeOf(card: HTMLElement, cardNumber: string): HTMLElement {
  return within(card).getByRole('img', { name: `Card number ${cardNumber} as a barcode` });
}

describe('member cards', () => {
  test('when a member card opens, then it shows the library, the name, the card number as a Code 128 SVG and in text, and Print prints', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const view = await renderApp('/members/m-1/card', {
      access: LIBRARIAN,
      mocks: [memberMock('m-1', 'Alex Kim', '1234567897')],
    });

    const card = await screen.findByRole('article', { name: 'Card of Alex Kim' });
    expect(within(card).getByText(LIBRARY_NAME)).toBeInTheDocument();
    expect(within(card).getByText('Alex Kim')).toBeInTheDocument();
    expect(within(card).getByText('1234567897')).toBeInTheDocument();
    const barcode = barcodeOf(card, '1234567897');
    expect(barcode.tagName.toLowerCase()).toBe('svg');
    expect(barcode.querySelectorAll('rect.barcode__bar').length).toBeGreaterThan(10);

    expect(screen.getByRole('combobox', { name: 'Paper' })).toHaveValue('A4');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Paper' }), 'US Letter');
    expect(screen.getByRole('combobox', { name: 'Paper' })).toHaveValue('Letter');
    await view.user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  test('when 12 members are printed, then the first page holds 10 cards and the second 2, each with its barcode', () => {
    const members = Array.from({ length: 12 }, (_, index) => ({
      id: `m-${index}`,
      name: `Member ${index}`,
      cardNumber: `CARD${String(index).padStart(4, '0')}`,
    }));
    render(<CardSheets members={members} paper="A4" />);

    const pages = screen.getAllByRole('region', { name: /^Page \d of cards$/ });
    expect(pages).toHaveLength(2);
    expect(CARDS_PER_PAGE).toBe(10);
    expect(within(pages[0]).getAllByRole('article')).toHaveLength(10);
    expect(within(pages[1]).getAllByRole('article')).toHaveLength(2);
    const last = screen.getByRole('article', { name: 'Card of Member 11' });
    expect(barcodeOf(last, 'CARD0011')).toBeInTheDocument();
    expect(within(last).getByText('CARD0011')).toBeInTheDocument();
  });

  test('when members are ticked on the list and Print cards is chosen, then their cards open', async () => {
    const rows = [
      {
        __typename: 'Member',
        id: 'm-1',
        cardNumber: '1234567897',
        name: 'Alex Kim',
        email: null,
        status: 'ACTIVE',
        copiesOut: 0,
        overdueLoans: 0,
      },
      {
        __typename: 'Member',
        id: 'm-2',
        cardNumber: 'AB1234',
        name: 'Sam Lee',
        email: null,
        status: 'ACTIVE',
        copiesOut: 0,
        overdueLoans: 0,
      },
    ];
    const view = await renderApp('/members', {
      access: LIBRARIAN,
      mocks: [
        {
          request: { query: MembersDocument, variables: { sort: 'NEWEST', page: 1, limit: 20 } },
          result: {
            data: { members: { __typename: 'MemberPage', items: rows, page: 1, limit: 20, total: 2, totalPages: 1 } },
          },
        },
        memberMock('m-1', 'Alex Kim', '1234567897'),
        memberMock('m-2', 'Sam Lee', 'AB1234'),
      ],
    });

    await view.user.click(await screen.findByRole('checkbox', { name: 'Select Alex Kim' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Select Sam Lee' }));
    await view.user.click(screen.getByRole('link', { name: 'Print cards (2)' }));

    expect(view.currentUrl()).toBe('/members/cards?ids=m-1,m-2');
    expect(
      barcodeOf(await screen.findByRole('article', { name: 'Card of Alex Kim' }), '1234567897'),
    ).toBeInTheDocument();
    expect(barcodeOf(screen.getByRole('article', { name: 'Card of Sam Lee' }), 'AB1234')).toBeInTheDocument();
  });

  test('when someone without circulation opens a card, then no card shows', async () => {
    await renderApp('/members/m-1/card', {
      access: VISITOR_SIGNED_IN_AS_MEMBER,
      mocks: [memberMock('m-1', 'Alex Kim', '1234567897')],
    });
    expect(screen.queryByRole('article', { name: 'Card of Alex Kim' })).not.toBeInTheDocument();
  });
});

describe('printing the cards of many members', () => {
  test('when 250 members are to be printed, then the links split them 100 a print', () => {
    const ids = Array.from({ length: 250 }, (_, i) => `m${i + 1}`);
    const links = printCardsLinks(ids);
    expect(links.map((link) => link.label)).toEqual([
      'Print cards 1–100',
      'Print cards 101–200',
      'Print cards 201–250',
    ]);
    expect(links[1]?.to).toBe(`/members/cards?ids=${ids.slice(100, 200).join(',')}`);
    expect(printCardsLinks(['a', 'b']).map((link) => link.label)).toEqual(['Print their cards (2)']);
    expect(printCardsLinks([])).toEqual([]);
  });
});
