/** Types of idCards.mjs (synthetic resident ID card images; issue 15 §1). */
export interface CardLook {
  /** Degrees the photograph is turned. */
  rotate?: number;
  /** Gaussian blur radius, px. */
  blur?: number;
}
export interface FrontFields {
  name: string;
  gender: string;
  nation: string;
  birth: { y: number; m: number; d: number };
  address: string;
  credNumber: string;
}
export interface BackFields {
  authority: string;
  /** As printed: `2016.03.01-2036.03.01` or `2016.03.01-长期`. */
  validity: string;
}
export interface ExpectedFields {
  name: string;
  gender: string;
  nation: string;
  birthDate: string;
  address: string;
  credNumber: string;
  authority: string;
  validFrom: string;
  validTo: string;
}
export interface SyntheticPerson {
  front: FrontFields;
  back: BackFields;
  expected: ExpectedFields;
}
export function frontHtml(fields: FrontFields, look?: CardLook): string;
export function backHtml(fields: BackFields, look?: CardLook): string;
export function notCardHtml(): string;
export function checkCharacter(first17: string): string;
export function syntheticPerson(index: number, options?: { validTo?: string }): SyntheticPerson;
export interface CardRenderer {
  render(html: string, options?: { jpeg?: boolean }): Promise<Uint8Array>;
  close(): Promise<void>;
}
export function cardRenderer(): Promise<CardRenderer>;
