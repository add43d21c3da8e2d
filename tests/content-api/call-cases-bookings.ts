import * as api from '@/content-api';
import type { CallCase } from './call-case';
import {
  buildAgenda,
  buildAppointment,
  buildRentalFilters,
  buildRentalPeriod,
  buildRentalUnit,
} from './fixtures';

const rentalBody = { query: { cities: [8300], minOccupation: 2 }, pagination: { from: 0, size: 15 } };
const reservation = {
  rentalUnitId: 501,
  periodId: 77,
  guests: 2,
  name: 'Jan',
  email: 'jan@example.be',
  locale: 'nl' as const,
};
const appointmentRequest = {
  agendaId: 'agenda-1',
  slotId: 's1',
  name: 'Jan',
  email: 'jan@example.be',
  locale: 'nl' as const,
};
const appointment = buildAppointment();

export const bookingsCallCases: CallCase[] = [
  {
    name: 'searchRentalUnits',
    method: 'post',
    pathname: '/sites/demo/rental-units',
    call: (o) => api.searchRentalUnits(rentalBody, o),
    sentBody: rentalBody,
    answer: { total: { value: 1 }, results: [buildRentalUnit()] },
    expected: { total: 1, results: [buildRentalUnit()] },
    onNotFound: 'degradesList',
    broken: { answer: { total: {}, results: [] }, path: 'total.value' },
  },
  {
    name: 'getRentalFilters',
    method: 'post',
    pathname: '/sites/demo/rental-units/filters',
    call: (o) => api.getRentalFilters({ query: rentalBody.query }, o),
    sentBody: { query: rentalBody.query },
    answer: buildRentalFilters(),
    onNotFound: 'degradesToEmpty',
    broken: {
      answer: { ...buildRentalFilters(), periodDates: [{ start: 'soon' }] },
      path: 'periodDates.0.start',
    },
  },
  {
    name: 'getRentalUnit',
    method: 'get',
    pathname: '/sites/demo/rental-units/501',
    call: (o) => api.getRentalUnit(501, o),
    answer: buildRentalUnit(),
    onNotFound: 'null',
    broken: { answer: { ...buildRentalUnit(), photos: [{ original: 1 }] }, path: 'photos.0.original' },
  },
  {
    name: 'getRentalPeriods',
    method: 'get',
    pathname: '/sites/demo/rental-units/501/periods',
    call: (o) => api.getRentalPeriods(501, o),
    answer: [buildRentalPeriod()],
    onNotFound: 'throws',
    broken: { answer: [{ ...buildRentalPeriod(), available: 'yes' }], path: '0.available' },
  },
  {
    name: 'requestRentalReservation',
    method: 'post',
    pathname: '/sites/demo/rental-units/reservation',
    call: (o) => api.requestRentalReservation(reservation, o),
    sentBody: reservation,
    answer: { id: 9, status: 'requested' },
    onNotFound: 'throws',
    broken: { answer: { id: 9, status: 'done' }, path: 'status' },
  },
  {
    name: 'getAgendaSlots',
    method: 'get',
    pathname: '/sites/demo/live-agenda/agenda-1',
    call: (o) => api.getAgendaSlots('agenda-1', o),
    answer: buildAgenda(),
    onNotFound: 'throws',
    broken: { answer: { ...buildAgenda(), slots: [{ id: 's1' }] }, path: 'slots.0.start' },
  },
  {
    name: 'getAppointment',
    method: 'get',
    pathname: `/sites/demo/live-agenda/reservation/${appointment.id}`,
    call: (o) => api.getAppointment(appointment.id, o),
    answer: appointment,
    onNotFound: 'null',
    broken: { answer: { ...appointment, id: 'not-a-uuid' }, path: 'id' },
  },
  {
    name: 'createAppointment',
    method: 'post',
    pathname: '/sites/demo/live-agenda/reservation',
    call: (o) => api.createAppointment(appointmentRequest, o),
    sentBody: appointmentRequest,
    answer: appointment,
    onNotFound: 'throws',
    broken: { answer: { ...appointment, status: 'pending' }, path: 'status' },
  },
];
