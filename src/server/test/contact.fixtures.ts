/** A message the public contact form (`POST /api/contact`) accepts as it is. */
export const validContactMessage = {
  fullName: 'Dana Brooks',
  email: 'dana@example.org',
  subject: 'Housing help',
  message: 'I need a room near Albany.',
};
