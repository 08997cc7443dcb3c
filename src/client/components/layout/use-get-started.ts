import { scrollToSection } from '@client/lib/scroll';
import { useLocation } from 'wouter';
import { ROLE_SELECTION_ID } from './nav-links';

/**
 * 'Get Started': on the home page it scrolls to the role selection; elsewhere it goes to
 * '/#role-selection' and PageShell scrolls there once the home page has loaded.
 */
export function useGetStarted(): () => void {
  const [location, navigate] = useLocation();
  return () => {
    if (location === '/' && scrollToSection(ROLE_SELECTION_ID)) return;
    navigate(`/#${ROLE_SELECTION_ID}`);
  };
}
