CREATE TABLE "scheduled_runs" (
	"job" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_job_slot_start_pk" PRIMARY KEY("job","slot_start")
);
