import type { EstateRecord } from '@/content-api/schemas';
import { field } from './field-definition';

type EnergyValues = NonNullable<NonNullable<EstateRecord['energy']>['shared']>;

/** The same energy fields for the unit's own certificate and for the building's shared one. */
function certificateFields<const P extends string>(
  prefix: P,
  of: (record: EstateRecord) => EnergyValues | null | undefined,
) {
  return [
    field(`certification.${prefix}epc_value`, 'epc', (record) => of(record)?.epcValue),
    field(`certification.${prefix}epc_value_total`, 'epcTotal', (record) => of(record)?.epcValueTotal),
    field(`certification.${prefix}energy_label`, 'code', (record) => of(record)?.energyLabel, 'energyLabel'),
    field(`certification.${prefix}custom_epc_label`, 'text', (record) => of(record)?.customEpcLabel),
    field(`certification.${prefix}epc_reference`, 'text', (record) => of(record)?.epcReference),
    field(`certification.${prefix}epb_reference`, 'text', (record) => of(record)?.epbReference),
    field(`certification.${prefix}e_level`, 'number', (record) => of(record)?.eLevel),
    field(`certification.${prefix}k_level`, 'number', (record) => of(record)?.kLevel),
    field(`certification.${prefix}co2`, 'co2', (record) => of(record)?.co2),
  ];
}

/** The energy and certificates block. */
export const energyFields = [
  ...certificateFields('', (record) => record.energy),
  ...certificateFields('shared_', (record) => record.energy?.shared),
  field('certification.electricity_certificate', 'flag', (record) => record.certificates?.electricity?.value),
  field(
    'certification.electricity_conformity',
    'code',
    (record) => record.certificates?.electricity?.conformity,
    'conformity',
  ),
  field(
    'certification.electricity_information',
    'text',
    (record) => record.certificates?.electricity?.description,
  ),
  field(
    'certification.electricity_certification',
    'code',
    (record) => record.technical?.certificateElectricity,
    'electricityCertification',
  ),
  field(
    'certification.certificate_conformity',
    'code',
    (record) => record.technical?.certificateConformity,
    'conformity',
  ),
  field('certification.asbestos_inventory', 'code', (record) => record.general.asbestosInventory, 'planning'),
  field(
    'certification.asbestos_certificate',
    'code',
    (record) => record.general.asbestosCertificate,
    'planning',
  ),
];
