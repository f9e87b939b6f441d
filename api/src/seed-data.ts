/** The demo catalogue: real books, real ISBN-13s (check digits valid), every genre, varied copies. */
import type { BookInput } from './contract';

type Seed = Omit<BookInput, 'available'>;

export const DEMO_BOOKS: readonly Seed[] = [
  {
    title: '1984',
    author: 'George Orwell',
    genre: 'FICTION',
    isbn: '978-0-451-52493-5',
    copies: 6,
    description: 'A totalitarian state watches, rewrites and rules everything, down to thought itself.',
  },
  {
    title: 'To Kill a Mockingbird',
    author: 'Harper Lee',
    genre: 'FICTION',
    isbn: '978-0-06-112008-4',
    copies: 4,
    description: 'A lawyer in 1930s Alabama defends a Black man, seen through the eyes of his young daughter.',
  },
  {
    title: 'The Great Gatsby',
    author: 'F. Scott Fitzgerald',
    genre: 'FICTION',
    isbn: '978-0-7432-7356-5',
    copies: 3,
    description: 'Wealth, longing and illusion on Long Island in the Jazz Age.',
  },
  {
    title: 'Pride and Prejudice',
    author: 'Jane Austen',
    genre: 'FICTION',
    isbn: '978-0-14-143951-8',
    copies: 5,
    description: 'Elizabeth Bennet and Mr Darcy misjudge each other, then do not.',
  },
  {
    title: 'Moby-Dick',
    author: 'Herman Melville',
    genre: 'FICTION',
    isbn: '978-0-14-243724-7',
    copies: 0,
    description: 'Captain Ahab hunts the white whale across the oceans.',
  },
  {
    title: 'Thinking, Fast and Slow',
    author: 'Daniel Kahneman',
    genre: 'NON_FICTION',
    isbn: '978-0-374-53355-7',
    copies: 3,
    description: 'The two systems that drive the way we think and decide.',
  },
  {
    title: 'Quiet',
    author: 'Susan Cain',
    genre: 'NON_FICTION',
    isbn: '978-0-307-35215-6',
    copies: 2,
    description: 'The power of introverts in a world that cannot stop talking.',
  },
  {
    title: 'The Body Keeps the Score',
    author: 'Bessel van der Kolk',
    genre: 'NON_FICTION',
    isbn: '978-0-14-312774-1',
    copies: 1,
    description: 'How trauma reshapes body and brain, and paths to recovery.',
  },
  {
    title: 'Outliers',
    author: 'Malcolm Gladwell',
    genre: 'NON_FICTION',
    isbn: '978-0-316-01793-0',
    copies: 4,
    description: 'What makes high achievers different: the story of success.',
  },
  {
    title: 'A Brief History of Time',
    author: 'Stephen Hawking',
    genre: 'SCIENCE',
    isbn: '978-0-553-38016-3',
    copies: 5,
    description: 'From the Big Bang to black holes, for readers without equations.',
  },
  {
    title: 'The Selfish Gene',
    author: 'Richard Dawkins',
    genre: 'SCIENCE',
    isbn: '978-0-19-929115-1',
    copies: 2,
    description: 'Evolution seen from the point of view of the gene.',
  },
  {
    title: 'Cosmos',
    author: 'Carl Sagan',
    genre: 'SCIENCE',
    isbn: '978-0-345-53943-4',
    copies: 3,
    description: 'A personal voyage through the universe and the history of science.',
  },
  {
    title: 'The Gene: An Intimate History',
    author: 'Siddhartha Mukherjee',
    genre: 'SCIENCE',
    isbn: '978-1-4767-3350-0',
    copies: 0,
    description: 'The story of the gene, from Mendel to genome editing.',
  },
  {
    title: 'Silent Spring',
    author: 'Rachel Carson',
    genre: 'SCIENCE',
    isbn: '978-0-618-24906-0',
    copies: 2,
    description: 'The book on pesticides that started the environmental movement.',
  },
  {
    title: 'Sapiens',
    author: 'Yuval Noah Harari',
    genre: 'HISTORY',
    isbn: '978-0-06-231609-7',
    copies: 7,
    description: 'A brief history of humankind, from foragers to the present.',
  },
  {
    title: 'Guns, Germs, and Steel',
    author: 'Jared Diamond',
    genre: 'HISTORY',
    isbn: '978-0-393-31755-8',
    copies: 3,
    description: 'Why some societies came to dominate others: geography, crops and disease.',
  },
  {
    title: 'The Guns of August',
    author: 'Barbara W. Tuchman',
    genre: 'HISTORY',
    isbn: '978-0-345-47609-8',
    copies: 1,
    description: 'The first month of the First World War.',
  },
  {
    title: 'SPQR',
    author: 'Mary Beard',
    genre: 'HISTORY',
    isbn: '978-1-63149-222-8',
    copies: 2,
    description: 'A history of ancient Rome, from its founding myths to 212 CE.',
  },
  {
    title: 'Team of Rivals',
    author: 'Doris Kearns Goodwin',
    genre: 'HISTORY',
    isbn: '978-0-7432-7075-5',
    copies: 0,
    description: 'Abraham Lincoln and the rivals he brought into his cabinet.',
  },
  {
    title: 'Steve Jobs',
    author: 'Walter Isaacson',
    genre: 'BIOGRAPHY',
    isbn: '978-1-4516-4853-9',
    copies: 3,
    description: 'The life of the co-founder of Apple, from over forty interviews with him.',
  },
  {
    title: 'Long Walk to Freedom',
    author: 'Nelson Mandela',
    genre: 'BIOGRAPHY',
    isbn: '978-0-316-54818-2',
    copies: 2,
    description: 'The autobiography of Nelson Mandela.',
  },
  {
    title: 'The Diary of a Young Girl',
    author: 'Anne Frank',
    genre: 'BIOGRAPHY',
    isbn: '978-0-553-29698-3',
    copies: 4,
    description: 'The diary Anne Frank kept in hiding in Amsterdam, 1942 to 1944.',
  },
  {
    title: 'Educated',
    author: 'Tara Westover',
    genre: 'BIOGRAPHY',
    isbn: '978-0-399-59050-4',
    copies: 5,
    description: 'A memoir of leaving a survivalist family in Idaho for Cambridge.',
  },
  {
    title: 'Becoming',
    author: 'Michelle Obama',
    genre: 'BIOGRAPHY',
    isbn: '978-1-5247-6313-8',
    copies: 1,
    description: 'The memoir of the former First Lady of the United States.',
  },
  {
    title: 'The Immortal Life of Henrietta Lacks',
    author: 'Rebecca Skloot',
    genre: 'BIOGRAPHY',
    isbn: '978-1-4000-5218-9',
    copies: 2,
    description: 'The woman whose cells, taken without consent, changed medicine.',
  },
  {
    title: 'The Hobbit',
    author: 'J.R.R. Tolkien',
    genre: 'FANTASY',
    isbn: '978-0-547-92822-7',
    copies: 6,
    description: 'Bilbo Baggins leaves the Shire with thirteen dwarves and a wizard.',
  },
  {
    title: 'The Fellowship of the Ring',
    author: 'J.R.R. Tolkien',
    genre: 'FANTASY',
    isbn: '978-0-547-92821-0',
    copies: 4,
    description: 'The first part of The Lord of the Rings.',
  },
  {
    title: 'A Game of Thrones',
    author: 'George R. R. Martin',
    genre: 'FANTASY',
    isbn: '978-0-553-59371-6',
    copies: 3,
    description: 'Noble houses fight for the Iron Throne while winter comes.',
  },
  {
    title: 'The Name of the Wind',
    author: 'Patrick Rothfuss',
    genre: 'FANTASY',
    isbn: '978-0-7564-0474-1',
    copies: 2,
    description: 'Kvothe tells the story of his life, from travelling player to legend.',
  },
  {
    title: 'A Wizard of Earthsea',
    author: 'Ursula K. Le Guin',
    genre: 'FANTASY',
    isbn: '978-0-547-77374-2',
    copies: 1,
    description: 'A young wizard looses a shadow on the world and must face it.',
  },
  {
    title: 'Mistborn: The Final Empire',
    author: 'Brandon Sanderson',
    genre: 'FANTASY',
    isbn: '978-0-7653-5038-1',
    copies: 3,
    description: 'A crew of thieves plans to overthrow an immortal emperor.',
  },
];

/** A demo loan of a demo book (found by ISBN), dated from the day the catalogue is seeded. */
export interface DemoLoan {
  isbn: string;
  quantity: number;
  borrower: string | null;
  /** Borrowed this many days before the seeding. */
  borrowedDaysAgo: number;
  /** Due this many days after the day of the seeding (negative: due before it, so overdue while out). */
  dueInDays: number;
  /** Returned this many days before the seeding; absent while out. */
  returnedDaysAgo?: number;
}

/** The demo loans: some out, one overdue, one returned, so the loan screens show something on a first visit. */
export const DEMO_LOANS: readonly DemoLoan[] = [
  { isbn: '978-0-451-52493-5', quantity: 2, borrower: 'Amara Okafor', borrowedDaysAgo: 3, dueInDays: 11 },
  { isbn: '978-0-374-53355-7', quantity: 1, borrower: 'Card 20417', borrowedDaysAgo: 1, dueInDays: 13 },
  { isbn: '978-0-14-143951-8', quantity: 1, borrower: null, borrowedDaysAgo: 6, dueInDays: 8 },
  { isbn: '978-0-7432-7356-5', quantity: 1, borrower: 'Jonas Lindqvist', borrowedDaysAgo: 17, dueInDays: -3 },
  {
    isbn: '978-0-553-38016-3',
    quantity: 1,
    borrower: 'Mei Chen',
    borrowedDaysAgo: 20,
    dueInDays: -6,
    returnedDaysAgo: 8,
  },
];
