CREATE TABLE "book_covers" (
	"book_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"image" bytea NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_covers_book_id_width_pk" PRIMARY KEY("book_id","width")
);
--> statement-breakpoint
ALTER TABLE "book_covers" ADD CONSTRAINT "book_covers_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;