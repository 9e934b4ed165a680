CREATE TABLE "sandbox_credit_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" text NOT NULL,
	"expiry_year" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"credit_card_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"holder_name" text NOT NULL,
	"expiry_month" text NOT NULL,
	"expiry_year" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_credit_cards_customer_idx" ON "sandbox_credit_cards" USING btree ("customer_id");