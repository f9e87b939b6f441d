CREATE TYPE "public"."genre" AS ENUM('FICTION', 'NON_FICTION', 'SCIENCE', 'HISTORY', 'BIOGRAPHY', 'FANTASY');--> statement-breakpoint
CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"genre" "genre" NOT NULL,
	"isbn" text NOT NULL,
	"description" text,
	"copies" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_copies_non_negative" CHECK ("books"."copies" >= 0),
	CONSTRAINT "books_available_needs_copies" CHECK (NOT "books"."available" OR "books"."copies" > 0)
);
--> statement-breakpoint
CREATE TABLE "borrow_totals" (
	"book_id" uuid PRIMARY KEY NOT NULL,
	"total_quantity" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "borrows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "borrows_quantity_positive" CHECK ("borrows"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "genre_counts" (
	"genre" "genre" PRIMARY KEY NOT NULL,
	"books" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "books_isbn_key" ON "books" USING btree ((upper(translate("isbn", '- ', ''))));--> statement-breakpoint
CREATE INDEX "books_created_at_id_idx" ON "books" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "books_updated_at_id_idx" ON "books" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "books_title_id_idx" ON "books" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "books_author_id_idx" ON "books" USING btree ("author","id");--> statement-breakpoint
CREATE INDEX "books_copies_id_idx" ON "books" USING btree ("copies","id");--> statement-breakpoint
CREATE INDEX "books_genre_created_at_id_idx" ON "books" USING btree ("genre","created_at","id");--> statement-breakpoint
CREATE INDEX "books_genre_updated_at_id_idx" ON "books" USING btree ("genre","updated_at","id");--> statement-breakpoint
CREATE INDEX "books_genre_title_id_idx" ON "books" USING btree ("genre","title","id");--> statement-breakpoint
CREATE INDEX "books_genre_author_id_idx" ON "books" USING btree ("genre","author","id");--> statement-breakpoint
CREATE INDEX "books_genre_copies_id_idx" ON "books" USING btree ("genre","copies","id");--> statement-breakpoint
CREATE INDEX "borrow_totals_total_idx" ON "borrow_totals" USING btree ("total_quantity","book_id");--> statement-breakpoint
CREATE INDEX "borrows_book_id_idx" ON "borrows" USING btree ("book_id");