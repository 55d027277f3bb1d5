import { COCO_CATEGORIES, cocoCategory, OBJECT_CATEGORY_LABELS, ObjectCategory } from './object-category';

describe('ObjectCategory', () => {
  it('has the 80 COCO categories in the data set order, each once, each labelled', () => {
    expect(COCO_CATEGORIES).toHaveLength(80);
    expect(new Set(COCO_CATEGORIES).size).toBe(80);
    expect(Object.values(ObjectCategory).sort()).toEqual([...COCO_CATEGORIES].sort());
    expect(Object.keys(OBJECT_CATEGORY_LABELS)).toHaveLength(80);
    expect(COCO_CATEGORIES[0]).toBe(ObjectCategory.PERSON);
    expect(COCO_CATEGORIES[11]).toBe(ObjectCategory.STOP_SIGN);
    expect(COCO_CATEGORIES[79]).toBe(ObjectCategory.TOOTHBRUSH);
  });

  it('reads a model class index, and nothing outside the 80', () => {
    expect(cocoCategory(16)).toBe(ObjectCategory.DOG);
    expect(cocoCategory(-1)).toBeNull();
    expect(cocoCategory(80)).toBeNull();
    expect(cocoCategory(1.5)).toBeNull();
  });

  it('labels categories as a member reads them', () => {
    expect(OBJECT_CATEGORY_LABELS[ObjectCategory.STOP_SIGN]).toBe('Stop sign');
    expect(OBJECT_CATEGORY_LABELS[ObjectCategory.TV]).toBe('TV');
  });
});
