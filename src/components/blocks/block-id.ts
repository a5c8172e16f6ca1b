/** A block's id in the page (its heading's, the landmark's label): its place in the page's blocks. */
export const blockId = (index: number): string => `block-${index}`;
