import { matchName, NO_NAME_GIVEN, personShortName } from './person-names';

describe('how staff name people and matches', () => {
  it('gives the first name and the last initial, never more of the person', () => {
    expect(personShortName('Dana Ruiz')).toBe('Dana R.');
    expect(personShortName('  Jamie Lee  fox ')).toBe('Jamie F.');
    expect(personShortName('Cher')).toBe('Cher');
    expect(personShortName(null)).toBe(NO_NAME_GIVEN);
    expect(personShortName('   ')).toBe(NO_NAME_GIVEN);
  });

  it('names a match by its veteran and the street of its home, not by an id', () => {
    expect(matchName({ veteranName: 'Dana Ruiz', propertyAddress: '5944 Liberty Rd' })).toBe(
      'Dana R. · 5944 Liberty Rd',
    );
    expect(matchName({ veteranName: null, propertyAddress: '5944 Liberty Rd' })).toBe(
      'Veteran (no name given) · 5944 Liberty Rd',
    );
    expect(matchName({ veteranName: 'Dana Ruiz', propertyAddress: '' })).toBe('Dana R.');
  });
});
