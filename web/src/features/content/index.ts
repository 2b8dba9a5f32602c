export { ContactPage } from './ContactPage';
export { ContactModal } from './ContactModal';
export { SupportPage } from './SupportPage';
export { LocationsPage } from './LocationsPage';
export { ResaleCertificatesPage, W9DownloadsPage } from './ResourcePages';
export { PrivacyPolicyPage, ReturnPolicyPage, ShippingInformationPage, TermsAndConditionsPage } from './PolicyPages';
export { AboutPage, MaintenancePage, SupplierRoutingGuidePage, TourPage } from './StaticPages';
export { ContentFramePage, MARKETING_PATHS } from './ContentFramePage';
export { CountryRedirectModal } from './CountryRedirectModal';
