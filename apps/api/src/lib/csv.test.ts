import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and doubles the quotes', () => {
    expect(csvCell('Rao, "Ravi"')).toBe('"Rao, ""Ravi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });

  it('keeps a text from running as a spreadsheet formula, but not a number', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // A spreadsheet that splits on semicolons would start a new cell after the `;`.
    expect(csvCell('Ravi;@SUM(A:A)')).toBe(`"'Ravi;@SUM(A:A)"`);
    expect(csvCell('Ravi; =1+1')).toBe(`"'Ravi; =1+1"`);
    expect(csvCell('Ravi,-2')).toBe(`"'Ravi,-2"`);
    expect(csvCell('Plot 4; Boduppal')).toBe('"Plot 4; Boduppal"');
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(-500)).toBe('-500');
  });
});
