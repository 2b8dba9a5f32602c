// The contact form's gateway, for the contact page's tests and the support page's feedback form.
import { answerMutation, answerQuery } from '../../testing/api';
import { contactMessageSent } from '../../testing/factories/content';
import { server } from '../../testing/server';
import {
  ContactViewerDocument,
  SendContactMessageDocument,
  type ContactViewerQuery,
  type SendContactMessageMutationVariables,
} from './Content.generated';

/** The contact form's gateway: the viewer (null for a guest) and the messages it was sent. */
export function contactGateway(viewer: ContactViewerQuery['viewer']) {
  const sent: SendContactMessageMutationVariables['input'][] = [];
  server.use(
    answerQuery(ContactViewerDocument, { viewer }),
    answerMutation(SendContactMessageDocument, ({ variables }) => {
      sent.push(variables.input);
      return { sendContactMessage: contactMessageSent() };
    }),
  );
  return sent;
}
