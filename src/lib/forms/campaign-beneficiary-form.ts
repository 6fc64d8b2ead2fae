import { z } from 'zod';
import type { Beneficiary } from '@/lib/gifts/beneficiary';
import { TAX_ID_INVALID } from '@/lib/validation/campaign-beneficiary';
import { text } from '@/lib/validation/common';

/*
 * The campaign dialog's beneficiary (issue 29): the organisation's name, its tax id and whether the team's share counts
 * as a contribution, as three fields. An empty name means no beneficiary: the body says null, which removes one.
 */

export const BENEFICIARY_NAME_TOO_LONG = 'The beneficiary name must be at most 200 characters.';

export const beneficiaryFormFields = {
  beneficiaryName: text().refine((value) => value.trim().length <= 200, BENEFICIARY_NAME_TOO_LONG),
  beneficiaryTaxId: text().refine((value) => {
    const trimmed = value.trim();
    return trimmed.length <= 20 && /^[A-Za-z0-9 -]*$/.test(trimmed);
  }, TAX_ID_INVALID),
  beneficiaryShareIsContribution: z.boolean(),
};

type BeneficiaryValues = { beneficiaryName: string; beneficiaryTaxId: string; beneficiaryShareIsContribution: boolean };

/** The API's `beneficiary`: the organisation, or null when the name is empty. */
export function beneficiaryFormBody(values: BeneficiaryValues): { beneficiary: Beneficiary | null } {
  const name = values.beneficiaryName.trim();
  if (!name) return { beneficiary: null };
  return {
    beneficiary: {
      name,
      taxId: values.beneficiaryTaxId.trim() || null,
      shareIsContribution: values.beneficiaryShareIsContribution,
    },
  };
}

export function beneficiaryToFormValues(beneficiary: Beneficiary | null | undefined): BeneficiaryValues {
  return {
    beneficiaryName: beneficiary?.name ?? '',
    beneficiaryTaxId: beneficiary?.taxId ?? '',
    beneficiaryShareIsContribution: beneficiary?.shareIsContribution ?? false,
  };
}
