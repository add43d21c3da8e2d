import { describe, expect, it } from 'vitest';
import type { EstateListingNode } from '@/content-api/schemas';
import { estateMatchesNode, nodeCollectionIds } from '@/domain/search/estate-match';
import { estate, estateRecord } from './estate-fixtures';

const node = (collections?: number[], queryCollections?: number[]): EstateListingNode => ({
  kind: 'estates',
  query: queryCollections ? { collections: queryCollections } : {},
  collections,
});

describe('estateMatchesNode', () => {
  it('matches when a collection of the main record is among the node collections', () => {
    const inSale = estate({ estate_collections: [{ estate_collection_id: 1 }] });
    expect(estateMatchesNode(inSale, node([1, 3]))).toBe(true);
    expect(estateMatchesNode(inSale, node([2]))).toBe(false);
  });

  it('matches through the collections of any child record, such as a project unit', () => {
    const unit = estateRecord({
      general: { id: 11, parentId: 10 },
      estate_collections: [{ estate_collection_id: 3 }],
    });
    const project = estate({ general: { id: 10, project: true } }, [unit]);
    expect(estateMatchesNode(project, node([3]))).toBe(true);
  });

  it('counts the collections of the node query as the node collections', () => {
    const inRent = estate({ estate_collections: [{ estate_collection_id: 2 }] });
    expect(estateMatchesNode(inRent, node(undefined, [2]))).toBe(true);
  });

  it('lets every estate match a node without collections', () => {
    expect(estateMatchesNode(estate({ estate_collections: null }), node())).toBe(true);
    expect(estateMatchesNode(estate(), node([]))).toBe(true);
  });

  it('does not match an estate without collections to a node with some', () => {
    expect(estateMatchesNode(estate({ estate_collections: [] }), node([1]))).toBe(false);
  });
});

describe('nodeCollectionIds', () => {
  it('joins the node and query collections once each', () => {
    expect(nodeCollectionIds(node([1, 2], [2, 3]))).toEqual([1, 2, 3]);
  });
});
