import type { ServiceId } from './business.ts';
import type { Mood } from './phrases/types.ts';
import type { TechnicianKind } from './technicians.ts';

/** A technician a review names, and how this reviewer refers to them. */
export type NamedTechnician = {
  name: string;
  kinds: TechnicianKind[];
  /** The first time: first name, full name or alias. */
  firstRef: string;
  /** Afterwards: the first name or the alias the reviewer started with. */
  laterRef: string;
};

/** Everything decided about one review before its text is written. */
export type ReviewPlan = {
  rating: number;
  mood: Mood;
  service: ServiceId;
  /** How this reviewer names the job most of the time. */
  serviceRef: string;
  areaName: string;
  technicians: NamedTechnician[];
  /** Month of the job, "June". */
  month: string;
  /** How the reviewer names the latest storm ("the June hailstorm"). */
  storm: string;
  /** Within weeks of a big storm: busier crews, more storm work. */
  stormSeason: boolean;
};
