import type { ServiceCategory } from '@shared/domain/partner-tiers';
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
  housing: { label: 'Housing Services', icon: House },
  mental_health: { label: 'Mental Health', icon: HeartPulse },
  legal: { label: 'Legal Aid', icon: Scale },
  healthcare: { label: 'Healthcare and Emergency', icon: Stethoscope },
  benefits: { label: 'Benefits Navigation', icon: Landmark },
  employment: { label: 'Employment', icon: Briefcase },
  education: { label: 'Education', icon: GraduationCap },
  general: { label: 'General Support', icon: HandHeart },
};

export const serviceLabel = (category: ServiceCategory) => SERVICE_CATEGORY_DISPLAY[category].label;
