-- A payment confirmed for a plan it can no longer serve (replaced, cancelled, expired, or a period paid twice)
-- is refunded automatically: `unserved_at` marks it, `refund_claimed_at` makes sure one process refunds it once.
ALTER TABLE "payments" ADD COLUMN "unserved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;
