import { isGuessable, passwordStrength } from './passwordStrength';

describe('passwordStrength', () => {
  it('meets no hint and is weak when empty', () => {
    expect(passwordStrength('')).toEqual({
      score: 0,
      level: 'weak',
      hints: { length: false, mixedCase: false, numbersAndSymbols: false, notGuessable: false },
    });
  });

  it('checks each hint on its own', () => {
    expect(passwordStrength('zqxjvmkw').hints).toEqual({
      length: true,
      mixedCase: false,
      numbersAndSymbols: false,
      notGuessable: true,
    });
    expect(passwordStrength('Zq').hints.mixedCase).toBe(true);
    expect(passwordStrength('zq7').hints.numbersAndSymbols).toBe(false);
    expect(passwordStrength('zq!').hints.numbersAndSymbols).toBe(false);
    expect(passwordStrength('zq7!').hints.numbersAndSymbols).toBe(true);
  });

  it('grows from weak to strong as hints are met', () => {
    expect(passwordStrength('zq').level).toBe('weak');
    expect(passwordStrength('zqxjvmkw').level).toBe('fair');
    expect(passwordStrength('Zqxjvmkw').level).toBe('good');
    expect(passwordStrength('Zqxj7!vm').level).toBe('strong');
    expect(passwordStrength('Zqxj7!vm').score).toBe(4);
  });

  it('keeps a guessable password weak whatever else it has', () => {
    for (const guessable of [
      'Password1!',
      'Altalena#2024',
      'Xk!1234zz',
      'Ab#9qwertyZ',
      'Zz!9aaaab',
      'Mn#8dcba7',
    ]) {
      const result = passwordStrength(guessable);
      expect(result.hints.notGuessable, guessable).toBe(false);
      expect(result.level, guessable).toBe('weak');
    }
  });

  it('treats the given words (e.g. the username) as guessable, ignoring case and very short ones', () => {
    expect(passwordStrength('Mrossi#77x', ['mrossi']).hints.notGuessable).toBe(false);
    expect(passwordStrength('MROSSI#77x', [' MRossi ']).hints.notGuessable).toBe(false);
    expect(passwordStrength('Mrossi#77x', ['ab']).hints.notGuessable).toBe(true);
    expect(passwordStrength('Mrossi#77x').level).toBe('strong');
  });

  it('recognises sequences and keyboard runs', () => {
    expect(isGuessable('xx1234yy')).toBe(true);
    expect(isGuessable('xx9876yy')).toBe(true);
    expect(isGuessable('xxabcdyy')).toBe(true);
    expect(isGuessable('xxasdfyy')).toBe(true);
    expect(isGuessable('x1357y')).toBe(false);
  });
});
