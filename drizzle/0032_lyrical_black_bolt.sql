CREATE TABLE "denetim" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"sirket_id" uuid NOT NULL,
	"tur" text NOT NULL,
	"rejim" text NOT NULL,
	"risk_profili" text NOT NULL,
	"tarih" date NOT NULL,
	"liman" text DEFAULT '' NOT NULL,
	"kurulus" text DEFAULT '' NOT NULL,
	"denetci" text DEFAULT '' NOT NULL,
	"planli_kalkis" date,
	"sonraki_liman_varis" date,
	"tutulma" jsonb DEFAULT '{"var":false,"serbestBirakma":null}'::jsonb NOT NULL,
	"eksiklikler" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dosya" jsonb,
	"dosya_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "denetim_tur_check" CHECK ("denetim"."tur" in ('PSC', 'bayrak', 'vetting', 'klas', 'ic-denetim', 'dis-denetim')),
	CONSTRAINT "denetim_rejim_check" CHECK ("denetim"."rejim" in ('', 'paris', 'tokyo', 'uscg', 'diger')),
	CONSTRAINT "denetim_risk_profili_check" CHECK ("denetim"."risk_profili" in ('', 'HRS', 'SRS', 'LRS'))
);
--> statement-breakpoint
ALTER TABLE "denetim" ADD CONSTRAINT "denetim_sirket_id_sirket_id_fk" FOREIGN KEY ("sirket_id") REFERENCES "public"."sirket"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denetim" ADD CONSTRAINT "denetim_dosya_id_files_id_fk" FOREIGN KEY ("dosya_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "denetim_cursor_idx" ON "denetim" USING btree ("cursor");--> statement-breakpoint
CREATE INDEX "denetim_sirket_idx" ON "denetim" USING btree ("sirket_id");--> statement-breakpoint
CREATE INDEX "denetim_dosya_idx" ON "denetim" USING btree ("dosya_id");