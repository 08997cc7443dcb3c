import { SERVICE_CATEGORY_LABELS, type ServiceCategory } from '@shared/domain/partner-tiers';
import {
  Briefcase,
  GraduationCap,
  HandHeart,
  HeartPulse,
  House,
  Landmark,
  type LucideIcon,
  Scale,
  Stethoscope,
} from 'lucide-react';

export interface ServiceCategoryDisplay {
  label: string;
  icon: LucideIcon;
}

/** How each service category reads and looks on cards and profiles. */
export const SERVICE_CATEGORY_DISPLAY: Record<ServiceCategory, ServiceCategoryDisplay> = {
  housing: { label: SERVICE_CATEGORY_LABELS.housing, icon: House },
  mental_health: { label: SERVICE_CATEGORY_LABELS.mental_health, icon: HeartPulse },
  legal: { label: SERVICE_CATEGORY_LABELS.legal, icon: Scale },
  healthcare: { label: SERVICE_CATEGORY_LABELS.healthcare, icon: Stethoscope },
  benefits: { label: SERVICE_CATEGORY_LABELS.benefits, icon: Landmark },
  employment: { label: SERVICE_CATEGORY_LABELS.employment, icon: Briefcase },
  education: { label: SERVICE_CATEGORY_LABELS.education, icon: GraduationCap },
  general: { label: SERVICE_CATEGORY_LABELS.general, icon: HandHeart },
};

export const serviceLabel = (category: ServiceCategory) => SERVICE_CATEGORY_DISPLAY[category].label;
