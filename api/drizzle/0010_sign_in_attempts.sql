ALTER TABLE "accounts" ADD COLUMN "password_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "kind" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;