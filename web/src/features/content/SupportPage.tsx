import { useState } from 'react';
import type { ContactInquiry } from '../../generated/graphql';
import { Accordion } from '../../ui/Disclosure';
import { Button } from '../../ui/Button';
import { useStoreBrand } from '../../lib/useStoreBrand';
import { ContactModal } from './ContactModal';
import { SUPPORT_FAQ } from './supportFaq';

const MODALS: Record<'support' | 'feedback', { title: string; inquiry: ContactInquiry }> = {
  support: { title: 'Contact Support', inquiry: 'WEBSITE_SUPPORT' },
  feedback: { title: 'Send Feedback', inquiry: 'FEEDBACK' },
};

/** /support: the FAQ accordion with the contact-support and feedback modals (docs/spec/storefront.md §2.8). */
export function SupportPage() {
  const brand = useStoreBrand();
  const [modal, setModal] = useState<keyof typeof MODALS | null>(null);
  return (
    <>
      <h1>Support</h1>
      <p>Call {brand.supportPhone} (Monday to Friday, 8am to 7pm Eastern), or write to us.</p>
      <div className="form-actions">
        <Button onPress={() => setModal('support')}>Contact Support</Button>
        <Button variant="secondary" onPress={() => setModal('feedback')}>
          Send Feedback
        </Button>
      </div>
      <h2>Frequently Asked Questions</h2>
      <Accordion
        items={SUPPORT_FAQ.map((section) => ({
          id: section.id,
          title: section.title,
          content: (
            <dl>
              {section.entries.map((entry) => (
                <div key={entry.question}>
                  <dt>
                    <strong>{entry.question}</strong>
                  </dt>
                  <dd>{entry.answer}</dd>
                </div>
              ))}
            </dl>
          ),
        }))}
      />
      {modal && <ContactModal key={modal} {...MODALS[modal]} isOpen onClose={() => setModal(null)} />}
    </>
  );
}
