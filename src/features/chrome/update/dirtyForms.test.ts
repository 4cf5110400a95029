import { trackDirtyForms } from './dirtyForms';

function typeInto(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('trackDirtyForms', () => {
  let tracker: ReturnType<typeof trackDirtyForms>;
  beforeEach(() => {
    document.body.innerHTML = `
      <form id="a"><input name="title" /><textarea name="notes"></textarea></form>
      <form id="b"><input name="q" /></form>
      <input id="loose" />`;
    tracker = trackDirtyForms(document);
  });
  afterEach(() => tracker.dispose());

  const form = (id: string) => document.getElementById(id) as HTMLFormElement;

  it('is clean until something is typed into a form', () => {
    expect(tracker.isDirty()).toBe(false);
    typeInto(document.getElementById('loose') as HTMLInputElement, 'x');
    expect(tracker.isDirty()).toBe(false);
    typeInto(form('a').querySelector('textarea')!, 'half a sentence');
    expect(tracker.isDirty()).toBe(true);
  });

  it('is clean again once the form is submitted or reset', () => {
    typeInto(form('a').querySelector('input')!, 'x');
    typeInto(form('b').querySelector('input')!, 'y');
    form('a').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(tracker.isDirty()).toBe(true);
    form('b').reset();
    expect(tracker.isDirty()).toBe(false);
  });

  it('forgets a form that left the page', () => {
    typeInto(form('a').querySelector('input')!, 'x');
    form('a').remove();
    expect(tracker.isDirty()).toBe(false);
  });

  it('stops listening once disposed', () => {
    tracker.dispose();
    typeInto(form('a').querySelector('input')!, 'x');
    expect(tracker.isDirty()).toBe(false);
  });
});
