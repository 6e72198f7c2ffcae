// The route arithmetic moved to common/ (the planner island draws weekly markers with it, and client/ never imports worker/).
export * from '../../../common/journeys/route-progress.ts';
