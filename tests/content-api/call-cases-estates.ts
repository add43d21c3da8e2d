import * as api from '@/content-api';
import type { EstateSearchBody } from '@/content-api/schemas';
import type { CallCase } from './call-case';
import { buildEstateFilters, buildEstateGroup, buildProjectGroup } from './fixtures';

const searchBody: EstateSearchBody = {
  query: { terms: { 'address.city.id': [9000] }, range: { 'price.value': { gte: 100000 } } },
  sort: [{ field: 'general.publicationDate', direction: 'DESC' }],
  pagination: { from: 15, size: 15 },
};
const estate = buildEstateGroup();
const project = buildProjectGroup();

export const estatesCallCases: CallCase[] = [
  {
    name: 'searchEstates',
    method: 'post',
    pathname: '/sites/demo/estates',
    call: (o) => api.searchEstates(searchBody, o),
    sentBody: searchBody,
    estateCall: true,
    answer: { total: { value: 31 }, results: [estate, project] },
    expected: { total: 31, results: [estate, project] },
    onNotFound: 'degradesList',
    broken: {
      answer: {
        total: { value: 1 },
        results: [{ id: 1, children: [{ general: { ...estate.children[0]!.general, id: 'x' } }] }],
      },
      path: 'results.0.children.0.general.id',
    },
  },
  {
    name: 'getEstateGroup',
    method: 'get',
    pathname: '/sites/demo/estates/group/2000',
    call: (o) => api.getEstateGroup(2000, o),
    estateCall: true,
    answer: project,
    onNotFound: 'null',
    broken: { answer: { id: 2000, children: [] }, path: 'children' },
  },
  {
    name: 'getEstateV2',
    method: 'get',
    pathname: '/sites/demo/estates/v2/1001',
    call: (o) => api.getEstateV2(1001, o),
    estateCall: true,
    answer: estate,
    onNotFound: 'null',
    broken: { answer: { ...estate, id: null }, path: 'id' },
  },
  {
    name: 'getExternalEstate',
    method: 'get',
    pathname: '/sites/demo/estates/skarabee/1001',
    call: (o) => api.getExternalEstate(1001, o),
    estateCall: true,
    answer: estate,
    onNotFound: 'null',
    broken: {
      answer: { id: 1, children: [{ ...estate.children[0], pictures: [{ index: 0 }] }] },
      path: 'children.0.pictures.0.file',
    },
  },
  {
    name: 'getEstateContactInfo',
    method: 'get',
    pathname: '/sites/demo/estates/1001/contact-info',
    call: (o) => api.getEstateContactInfo(1001, o),
    estateCall: true,
    answer: { name: 'An Peeters', email: 'an@agency.example.be', phone: '+32 9 000 00 00', office: 'Gent' },
    onNotFound: 'null',
    broken: { answer: { name: 'An' }, path: 'email' },
  },
  {
    name: 'getEstateFilters',
    method: 'post',
    pathname: '/sites/demo/estate-filters',
    call: (o) => api.getEstateFilters({ query: searchBody.query }, o),
    sentBody: { query: searchBody.query },
    estateCall: true,
    answer: buildEstateFilters(),
    onNotFound: 'degradesToEmpty',
    broken: { answer: { ...buildEstateFilters(), prices: { min: 'low', max: 1 } }, path: 'prices.min' },
  },
  {
    name: 'getEstateCollection',
    method: 'get',
    pathname: '/sites/demo/estate-collections/3',
    call: (o) => api.getEstateCollection(3, o),
    answer: { id: 3, name: { nl: 'Nieuwbouw' } },
    onNotFound: 'null',
    broken: { answer: { id: 3 }, path: 'name' },
  },
  {
    name: 'getEstatePage',
    method: 'get',
    pathname: '/sites/demo/estate-pages/te-koop/gent',
    call: (o) => api.getEstatePage('te-koop', 'gent', o),
    answer: {
      id: 1,
      title: { nl: 'Te koop in Gent' },
      text: { nl: '<p>…</p>' },
      node: { kind: 'estates', query: { match: { 'address.city.id': 9000 } } },
    },
    onNotFound: 'null',
    broken: { answer: { id: 1, title: {}, text: {}, node: { kind: 'estates' } }, path: 'node.query' },
  },
];
