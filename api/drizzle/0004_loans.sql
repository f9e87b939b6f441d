DROP INDEX "borrows_book_id_idx";--> statement-breakpoint
ALTER TABLE "borrows" ADD COLUMN "borrower" text;--> statement-breakpoint
ALTER TABLE "borrows" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "borrows" ADD COLUMN "isbn" text;--> statement-breakpoint
ALTER TABLE "borrows" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
-- Borrow records made before loans existed become loans that are out, readable by the title and
-- ISBN their book has now (none when the book was already deleted).
UPDATE "borrows" SET "title" = "books"."title", "isbn" = "books"."isbn" FROM "books" WHERE "books"."id" = "borrows"."book_id";--> statement-breakpoint
CREATE INDEX "borrows_created_at_id_idx" ON "borrows" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "borrows_book_id_created_at_id_idx" ON "borrows" USING btree ("book_id","created_at","id");--> statement-breakpoint
CREATE INDEX "borrows_out_created_at_id_idx" ON "borrows" USING btree ("created_at","id") WHERE "borrows"."returned_at" IS NULL;--> statement-breakpoint
CREATE INDEX "borrows_out_due_date_idx" ON "borrows" USING btree ("due_date") WHERE "borrows"."returned_at" IS NULL;--> statement-breakpoint
CREATE INDEX "borrows_out_book_id_idx" ON "borrows" USING btree ("book_id","due_date","quantity") WHERE "borrows"."returned_at" IS NULL;--> statement-breakpoint
CREATE INDEX "borrows_returned_created_at_id_idx" ON "borrows" USING btree ("created_at","id") WHERE "borrows"."returned_at" IS NOT NULL;