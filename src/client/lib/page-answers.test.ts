import { PAGE_ANSWERS_ELEMENT_ID } from '@shared/contracts/page-answers';
import { afterEach, describe, expect, it } from 'vitest';
import { takePageAnswer } from './page-answers';

function sendWithPage(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_ANSWERS_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the answers a page was rendered with', () => {
  it('gives the answer under its key, once: a query built again later asks the API', () => {
    sendWithPage(
      JSON.stringify([
        { queryKey: ['/api/partner/profile/public', 'albany-vets'], data: { name: 'Albany Vets' } },
        { queryKey: ['/api/other'], data: 7 },
      ]),
    );
    expect(takePageAnswer(['/api/partner/profile/public', 'troy-vets'])).toBeUndefined();
    expect(takePageAnswer(['/api/partner/profile/public', 'albany-vets'])).toEqual({ name: 'Albany Vets' });
    expect(takePageAnswer(['/api/partner/profile/public', 'albany-vets'])).toBeUndefined();
    expect(takePageAnswer(['/api/other'])).toBe(7);
  });

  it('gives nothing on a page sent without answers, or with answers it cannot read', () => {
    expect(takePageAnswer(['/api/other'])).toBeUndefined();
    sendWithPage('[{"queryKey": ');
    expect(takePageAnswer(['/api/other'])).toBeUndefined();
  });
});
