import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::landing-page.landing-page');
