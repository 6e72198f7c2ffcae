import { DATA } from '../generated/data.ts';
import type { PlanContent } from '../../common/pricing/plan-content-schema.ts';

/** content/pricing/plans.json, validated at build time (scripts/build-data.ts). */
export const planContent: PlanContent = DATA.planContent;
