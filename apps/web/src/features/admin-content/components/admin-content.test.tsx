import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { AdminFaqItem, AdminInitiative, AdminTeamMember, AdminTestimonial } from '@kt/contract/admin/content';
import { contentLimits } from '@kt/contract/admin/content-limits';
import { Toaster } from '../../../components/ui/toast.tsx';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { answer, refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { makeAuthRecord } from '../../../test-support.ts';
import { adminContentTexts as t } from '../texts.ts';
import { AdminContent } from './admin-content.tsx';
import { adminMessages } from '@kt/contract/admin/admin-messages';

const m = adminMessages;
const initiativesUrl = '/v3/admin/initiatives/';

const vikram: AdminTeamMember = { id: 1, name: 'Vikram Chauhan', title: 'Founder & CEO', position: 0, dp: 'http://localhost/media/seed/people/team-1.svg' };
const priya: AdminTeamMember = { id: 2, name: 'Priya Verma', title: 'Co-founder & COO', position: 1, dp: 'http://localhost/media/seed/people/team-2.svg' };
const howItWorks: AdminFaqItem = { id: 10, qns: 'How does selling scrap work?', ans: '<p>Choose your scrap on the <strong>Sell</strong> page.</p>', position: 0 };
const member: AdminTestimonial = { id: 20, kind: 'working_team', name: 'Sunita Devi', feedback: 'I learned a lot.', position: 0, dp: 'http://localhost/media/seed/people/member-1.svg' };
const drive: AdminInitiative = {
  id: 30,
  dealer: { id: 7, KT_ID: 'KTD000007', username: 'Green Kabadi' },
  message: 'Beach clean-up every Sunday',
  photo: 'http://localhost/media/initiatives/drive.png',
  created_at: '2026-11-19T10:15:00.000Z',
};

const notStubbed = refuse(404, { code: 'NOT_FOUND', message: 'not stubbed', requestId: 'r' });

/** The admin content endpoints over lists held here; a test stubs a route again for an answer of its own. */
function stubContent() {
  const state = { team: [vikram, priya], faq: [howItWorks], initiatives: [drive] };
  const team = stubEndpoint(adminRoutes.adminTeamMembers, () => state.team);
  stubEndpoint(adminRoutes.adminFaq, () => state.faq);
  const testimonials = stubEndpoint(adminRoutes.adminTestimonials, ({ query }) => (query.get('kind') === 'working_team' ? [member] : notStubbed));
  stubEndpoint(adminRoutes.adminInitiatives, () => state.initiatives);
  const addTeamMember = stubEndpoint(adminRoutes.adminAddTeamMember, ({ form }) => {
    const added: AdminTeamMember = { id: 3, name: String(form?.get('name')), title: String(form?.get('title')), position: 2, dp: 'http://localhost/media/content/team/new.png' };
    state.team = [...state.team, added];
    return added;
  });
  const updateFaqItem = stubEndpoint(adminRoutes.adminUpdateFaqItem, ({ json }) => {
    const changed = { ...howItWorks, qns: json?.qns ?? howItWorks.qns, ans: json?.ans ?? howItWorks.ans };
    state.faq = [changed];
    return changed;
  });
  const deleteTeamMember = stubEndpoint(adminRoutes.adminDeleteTeamMember, ({ params }) => {
    state.team = state.team.filter((entry) => entry.id !== Number(params.id));
    return { msg: m.teamMemberRemoved };
  });
  const removeInitiative = stubEndpoint(adminRoutes.adminRemoveInitiative, ({ params }) => {
    if (params.id !== String(drive.id)) return notStubbed;
    state.initiatives = [];
    return { msg: m.initiativeRemoved };
  });
  return { state, team, testimonials, addTeamMember, updateFaqItem, deleteTeamMember, removeInitiative };
}

function renderContent(url: string = paths.adminContent) {
  browserStorage.setAuth({ ...makeAuthRecord('Admin'), account_category: 'admin' });
  return renderPage(
    <>
      <AdminContent />
      <Toaster />
    </>,
    { path: paths.adminContent, url },
  );
}

const addForm = (heading: string) => within(screen.getByRole('region', { name: heading }));
const type = (scope: ReturnType<typeof within>, label: string, value: string) => fireEvent.change(scope.getByLabelText(label), { target: { value } });
const picture = (bytes = 2048, name = 'anita.png', fileType = 'image/png') => new File([new Uint8Array(bytes)], name, { type: fileType });

describe('AdminContent: tabs', () => {
  it('opens on the Team tab with each member’s picture, name and title; the other tabs load their own lists', async () => {
    const { team, testimonials } = stubContent();
    renderContent();
    expect(screen.getByRole('tab', { name: t.tabs.team }).getAttribute('aria-selected')).toBe('true');
    const list = await screen.findByRole('list', { name: t.people.team.listLabel });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([vikram.name, priya.name]);
    expect(within(cards[0] as HTMLElement).getByRole('img', { name: t.pictureAlt(vikram.name) }).getAttribute('src')).toBe(vikram.dp);
    expect(within(cards[0] as HTMLElement).getByText(vikram.title)).toBeTruthy();
    expect(team.calls[0]?.headers.get('Authorization')).toBe('Bearer a');

    fireEvent.click(screen.getByRole('tab', { name: t.tabs.working_team }));
    expect(await screen.findByText(member.feedback)).toBeTruthy();
    expect(testimonials.calls.map((call) => call.url.search)).toEqual(['?kind=working_team']);
    expect(screen.getByLabelText(t.people.working_team.textLabel).tagName).toBe('TEXTAREA');
  });

  it('opens the tab the address names', async () => {
    stubContent();
    renderContent(`${paths.adminContent}?tab=faq`);
    expect(screen.getByRole('tab', { name: t.tabs.faq }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText(howItWorks.qns)).toBeTruthy();
  });
});

describe('AdminContent: adding a team member', () => {
  it('sends name, title and the picture as multipart, shows a preview first, says so and lists the new member', async () => {
    const { addTeamMember } = stubContent();
    renderContent();
    await screen.findByText(vikram.name);
    const form = addForm(t.people.team.addHeading);
    type(form, t.nameLabel, ' Anita Rao ');
    type(form, t.people.team.textLabel, 'Head of Design');
    const file = picture();
    fireEvent.change(form.getByLabelText(t.pictureLabel), { target: { files: [file] } });
    expect((await form.findByRole('img', { name: t.previewAlt })).getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: t.people.team.add }));
    });
    expect(await screen.findByText(t.people.team.added, { selector: '.toast span' })).toBeTruthy();
    expect(addTeamMember.calls).toHaveLength(1);
    const [{ form: body, headers }] = addTeamMember.calls as [(typeof addTeamMember.calls)[number]];
    expect([...(body?.keys() ?? [])]).toEqual(['name', 'title', 'dp']);
    expect(body?.get('name')).toBe('Anita Rao');
    expect(body?.get('title')).toBe('Head of Design');
    expect(body?.get('dp')).toBe(file);
    expect(headers.get('Authorization')).toBe('Bearer a');
    expect(await screen.findByRole('heading', { name: 'Anita Rao' })).toBeTruthy();
    // A fresh form for the next one.
    const fresh = addForm(t.people.team.addHeading);
    expect((fresh.getByLabelText(t.nameLabel) as HTMLInputElement).value).toBe('');
    expect((fresh.getByLabelText(t.pictureLabel) as HTMLInputElement).files).toHaveLength(0);
  });

  it('asks for the name, title and picture before sending, and refuses a file that is no picture', async () => {
    const { addTeamMember } = stubContent();
    renderContent();
    await screen.findByText(vikram.name);
    const form = addForm(t.people.team.addHeading);
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: t.people.team.add }));
    });
    expect(form.getByText(m.contentNameRequired)).toBeTruthy();
    expect(form.getByText(m.contentTitleRequired)).toBeTruthy();
    expect(form.getByText(m.contentPictureRequired)).toBeTruthy();
    fireEvent.change(form.getByLabelText(t.pictureLabel), { target: { files: [picture(100, 'cv.pdf', 'application/pdf')] } });
    expect(form.getByText(m.contentPictureWrongType)).toBeTruthy();
    fireEvent.change(form.getByLabelText(t.pictureLabel), { target: { files: [picture(contentLimits.pictureMaxBytes + 1)] } });
    expect(form.getByText(m.contentPictureTooLarge)).toBeTruthy();
    expect(addTeamMember.calls).toHaveLength(0);
  });

  it('shows the server’s field messages at their fields and keeps what was typed', async () => {
    stubContent();
    stubEndpoint(
      adminRoutes.adminAddTeamMember,
      refuse(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: m.contentPictureWrongType, requestId: 'r', fields: { dp: [m.contentPictureWrongType] } }),
    );
    renderContent();
    await screen.findByText(vikram.name);
    const form = addForm(t.people.team.addHeading);
    type(form, t.nameLabel, 'Anita Rao');
    type(form, t.people.team.textLabel, 'Head of Design');
    fireEvent.change(form.getByLabelText(t.pictureLabel), { target: { files: [picture()] } });
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: t.people.team.add }));
    });
    expect(await form.findByText(m.contentPictureWrongType)).toBeTruthy();
    expect((form.getByLabelText(t.nameLabel) as HTMLInputElement).value).toBe('Anita Rao');
  });
});

describe('AdminContent: deleting', () => {
  it('asks first: Keep sends nothing, Yes, delete removes the member', async () => {
    const { deleteTeamMember } = stubContent();
    renderContent();
    await screen.findByText(priya.name);
    fireEvent.click(screen.getByRole('button', { name: t.deleteLabel(priya.name) }));
    let dialog = await screen.findByRole('dialog', { name: t.people.team.deleteTitle });
    expect(within(dialog).getByText(t.people.team.deleteBody(priya.name))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteTeamMember.calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: t.deleteLabel(priya.name) }));
    dialog = await screen.findByRole('dialog', { name: t.people.team.deleteTitle });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: t.confirmDelete }));
    });
    expect(await screen.findByText(m.teamMemberRemoved, { selector: '.toast span' })).toBeTruthy();
    expect(deleteTeamMember.calls.map((call) => call.params.id)).toEqual([String(priya.id)]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: priya.name })).toBeNull());
  });
});

describe('AdminContent: editing an FAQ answer', () => {
  it('edits the answer as HTML in the Question and Answer form and sends a PATCH', async () => {
    const { updateFaqItem } = stubContent();
    renderContent(`${paths.adminContent}?tab=faq`);
    await screen.findByText(howItWorks.qns);
    // The list shows the answer's words, not its tags.
    expect(screen.getByText('Choose your scrap on the Sell page.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.editLabel(howItWorks.qns) }));
    const form = addForm(t.faq.editHeading(howItWorks.qns));
    // One form at a time: the add form gives way while a question is edited.
    expect(screen.queryByRole('region', { name: t.faq.addHeading })).toBeNull();
    expect((form.getByLabelText(t.faq.questionLabel) as HTMLInputElement).value).toBe(howItWorks.qns);
    const answer = form.getByLabelText(t.faq.answerLabel) as HTMLTextAreaElement;
    expect(answer.value).toBe(howItWorks.ans);
    expect(document.activeElement).toBe(answer);
    expect(document.getElementById(answer.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t.faq.answerRule);
    fireEvent.change(answer, { target: { value: '<p>Book a pickup in <em>two</em> minutes.</p>' } });
    await act(async () => {
      fireEvent.click(form.getByRole('button', { name: t.save }));
    });
    expect(await screen.findByText(t.faq.updated, { selector: '.toast span' })).toBeTruthy();
    expect(updateFaqItem.calls.map((call) => call.params.id)).toEqual([String(howItWorks.id)]);
    expect(updateFaqItem.calls[0]?.json).toEqual({ qns: howItWorks.qns, ans: '<p>Book a pickup in <em>two</em> minutes.</p>', position: '0' });
    expect(await screen.findByRole('region', { name: t.faq.addHeading })).toBeTruthy();
    expect(await screen.findByText('Book a pickup in two minutes.')).toBeTruthy();
  });
});

describe('AdminContent: initiatives', () => {
  it('lists every dealer’s initiatives and removes one only with a reason, sent to the server', async () => {
    const { removeInitiative } = stubContent();
    renderContent(`${paths.adminContent}?tab=initiatives`);
    await screen.findByText(drive.message);
    expect(screen.getByText(t.initiatives.dealerLine('Green Kabadi', 'KTD000007'))).toBeTruthy();
    expect(screen.getByRole('img', { name: t.initiatives.photoAlt('Green Kabadi') }).getAttribute('src')).toBe(drive.photo);
    fireEvent.click(screen.getByRole('button', { name: t.initiatives.removeLabel(drive.message) }));
    const dialog = await screen.findByRole('dialog', { name: t.initiatives.removeTitle });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: t.initiatives.confirmRemove }));
    });
    expect(within(dialog).getByText(m.reasonRequired)).toBeTruthy();
    expect(removeInitiative.calls).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(t.initiatives.reasonLabel), { target: { value: ' Shows a private home. ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: t.initiatives.confirmRemove }));
    });
    expect(await screen.findByText(m.initiativeRemoved, { selector: '.toast span' })).toBeTruthy();
    expect(removeInitiative.calls.map((call) => call.params.id)).toEqual([String(drive.id)]);
    expect(removeInitiative.calls[0]?.json).toEqual({ reason: 'Shows a private home.' });
    await waitFor(() => expect(screen.queryByText(drive.message)).toBeNull());
  });

  it('shows more from the next page the server names', async () => {
    const older = { ...drive, id: 29, message: 'School recycling talk' };
    const nextUrl = `${initiativesUrl}?cursor=abc`;
    stubContent();
    const initiatives = stubEndpoint(adminRoutes.adminInitiatives, ({ query }) =>
      query.get('cursor') === 'abc' ? [older] : answer([drive], { headers: { Link: `<${nextUrl}>; rel="next"` } }),
    );
    renderContent(`${paths.adminContent}?tab=initiatives`);
    await screen.findByText(drive.message);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.initiatives.showMore }));
    });
    expect(await screen.findByText(older.message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.initiatives.showMore })).toBeNull();
    expect(initiatives.calls.map((call) => call.url.pathname + call.url.search)).toEqual([initiativesUrl, nextUrl]);
  });
});
