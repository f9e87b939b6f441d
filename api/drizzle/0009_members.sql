CREATE TABLE "holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"title" text,
	"isbn" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"ready_until" date,
	"ended_at" timestamp with time zone,
	CONSTRAINT "holds_status_known" CHECK ("holds"."status" IN ('waiting', 'ready', 'fulfilled', 'cancelled', 'expired')),
	CONSTRAINT "holds_ready_has_until" CHECK (("holds"."status" = 'ready') = ("holds"."ready_until" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "loan_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"loan_days" integer DEFAULT 21 NOT NULL,
	"loans_per_member" integer DEFAULT 5 NOT NULL,
	"renewals_per_loan" integer DEFAULT 2 NOT NULL,
	"hold_shelf_days" integer DEFAULT 7 NOT NULL,
	"keep_borrower_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_rules_one_row" CHECK ("loan_rules"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_number" text NOT NULL,
	"card_key" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"email_key" text,
	"phone" text,
	"notes" text,
	"status" text DEFAULT 'active' NOT NULL,
	"blocked_reason" text,
	"keep_history" boolean DEFAULT false NOT NULL,
	"account_id" uuid,
	"search_text" text GENERATED ALWAYS AS (library_fold("name") || chr(1) || coalesce("email_key", '') || chr(1) || "card_key") STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_status_known" CHECK ("members"."status" IN ('active', 'blocked')),
	CONSTRAINT "members_blocked_has_reason" CHECK (("members"."status" = 'blocked') = ("members"."blocked_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "borrows" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "borrows" ADD COLUMN "renewals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holds_active_book_member" ON "holds" USING btree ("book_id","member_id") WHERE "holds"."status" IN ('waiting', 'ready');--> statement-breakpoint
CREATE INDEX "holds_waiting_book_placed_idx" ON "holds" USING btree ("book_id","placed_at","id") WHERE "holds"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "holds_ready_book_idx" ON "holds" USING btree ("book_id","member_id") WHERE "holds"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "holds_ready_until_idx" ON "holds" USING btree ("ready_until") WHERE "holds"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "holds_member_placed_idx" ON "holds" USING btree ("member_id","placed_at","id");--> statement-breakpoint
CREATE INDEX "holds_placed_idx" ON "holds" USING btree ("placed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_card_key" ON "members" USING btree ("card_key");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_key" ON "members" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_id" ON "members" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "members_created_at_id_idx" ON "members" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "members_name_id_idx" ON "members" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "members_search_text_trgm_idx" ON "members" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "borrows" ADD CONSTRAINT "borrows_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "borrows_member_id_created_at_id_idx" ON "borrows" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "borrows_out_member_id_idx" ON "borrows" USING btree ("member_id","quantity") WHERE "borrows"."returned_at" IS NULL;--> statement-breakpoint
CREATE INDEX "borrows_returned_named_idx" ON "borrows" USING btree ("returned_at") WHERE "borrows"."returned_at" IS NOT NULL AND ("borrows"."member_id" IS NOT NULL OR "borrows"."borrower" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "borrows" ADD CONSTRAINT "borrows_renewals_non_negative" CHECK ("borrows"."renewals" >= 0);--> statement-breakpoint
INSERT INTO "loan_rules" ("id") VALUES (1) ON CONFLICT DO NOTHING;
