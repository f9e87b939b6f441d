ALTER TABLE "activity" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "loan_rules" ADD COLUMN "keep_activity_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_member_id_idx" ON "activity" USING btree ("member_id");--> statement-breakpoint
-- Hand-written from here on (data, not schema): the entries written before the log knew members'
-- own actions and the member each entry is about. Carry these statements over if this migration is
-- renumbered or regenerated.
-- 1. A member's own actions (renewals, holds, their keep-history choice) were written as their
--    account (an account with no staff role): they become the member's, named from the member record.
UPDATE "activity" AS a SET "actor_kind" = 'member', "actor_id" = m."id", "actor_name" = m."name"
  FROM "accounts" AS acc JOIN "members" AS m ON m."account_id" = acc."id"
  WHERE a."actor_kind" = 'account' AND a."actor_id" = acc."id" AND acc."role" IS NULL
    AND a."action" IN ('loan.renewed', 'hold.placed', 'hold.cancelled', 'hold.ready', 'member.updated');--> statement-breakpoint
-- 2. Loans that already forgot their borrower: their entries lose the card and the member who acted.
UPDATE "activity" AS a SET "details" = a."details" - 'card',
    "actor_id" = CASE WHEN a."actor_kind" = 'member' THEN NULL ELSE a."actor_id" END,
    "actor_name" = CASE WHEN a."actor_kind" = 'member' THEN NULL ELSE a."actor_name" END
  FROM "borrows" AS b
  WHERE a."target_kind" = 'loan' AND a."target_id" = b."id"::text
    AND b."member_id" IS NULL AND b."borrower" IS NULL AND b."returned_at" IS NOT NULL;--> statement-breakpoint
-- 3. The member each entry is about: the member of a member entry, of a loan still naming them, or
--    of a hold or loan entry by the card in its details.
UPDATE "activity" AS a SET "member_id" = m."id" FROM "members" AS m
  WHERE a."target_kind" = 'member' AND a."target_id" = m."id"::text;--> statement-breakpoint
UPDATE "activity" AS a SET "member_id" = b."member_id" FROM "borrows" AS b
  WHERE a."member_id" IS NULL AND a."target_kind" = 'loan' AND a."target_id" = b."id"::text AND b."member_id" IS NOT NULL;--> statement-breakpoint
UPDATE "activity" AS a SET "member_id" = m."id" FROM "members" AS m
  WHERE a."member_id" IS NULL AND a."target_kind" IN ('hold', 'loan') AND a."details" ->> 'card' = m."card_number";--> statement-breakpoint
-- 4. Members deleted before: what still names them goes (the label and id of their entries, their
--    card in details, their account as actor or target: only a deleted member's account is ever deleted).
UPDATE "activity" SET "target_id" = NULL, "target_label" = NULL
  WHERE "target_kind" = 'member' AND "member_id" IS NULL AND "target_id" IS NOT NULL;--> statement-breakpoint
UPDATE "activity" SET "details" = "details" - 'card' WHERE "member_id" IS NULL AND "details" ? 'card';--> statement-breakpoint
UPDATE "activity" SET "actor_id" = NULL, "actor_name" = NULL
  WHERE "actor_kind" = 'account' AND "actor_id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "accounts" WHERE "accounts"."id" = "activity"."actor_id");--> statement-breakpoint
UPDATE "activity" SET "target_id" = NULL, "target_label" = NULL
  WHERE "target_kind" = 'account' AND "target_id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "accounts" WHERE "accounts"."id"::text = "activity"."target_id");
