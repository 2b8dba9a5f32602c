/** A form the server built for another site (a procurement system's return address). */
export type OutgoingForm = {
  readonly action: string;
  readonly target: string;
  readonly fields: readonly { readonly name: string; readonly value: string }[];
};

/**
 * Posts hidden fields the way a plain HTML form does: urlencoded, into `target`. The page's CSP
 * (form-action) lets only the configured procurement origins receive it.
 */
export function postForm(form: OutgoingForm): void {
  const element = document.createElement('form');
  element.method = 'post';
  element.action = form.action;
  element.target = form.target;
  element.acceptCharset = 'UTF-8';
  element.hidden = true;
  for (const field of form.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
}
