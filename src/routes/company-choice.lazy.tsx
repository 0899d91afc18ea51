import { createLazyRoute } from '@tanstack/react-router';
import { CompanyChoicePage } from '../features/auth/company-choice-page';

export const companyChoiceRoute = createLazyRoute('/sirket-secim')({ component: CompanyChoicePage });
