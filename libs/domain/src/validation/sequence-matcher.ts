/**
 * A faithful port of the parts of Python's difflib.SequenceMatcher that password similarity needs
 * (no isjunk function; autojunk on, as difflib defaults). Strings are compared by code point, as
 * Python does.
 */
export class SequenceMatcher {
  private readonly a: readonly string[];
  private readonly b: readonly string[];
  private readonly b2j = new Map<string, number[]>();
  private fullBCount: Map<string, number> | undefined;

  constructor(a: string, b: string) {
    this.a = Array.from(a);
    this.b = Array.from(b);
    this.chainB();
  }

  /** An upper bound on ratio(): the characters both hold, counted with multiplicity. */
  quickRatio(): number {
    if (!this.fullBCount) {
      this.fullBCount = new Map();
      for (const element of this.b) this.fullBCount.set(element, (this.fullBCount.get(element) ?? 0) + 1);
    }
    const available = new Map<string, number>();
    let matches = 0;
    for (const element of this.a) {
      const count = available.has(element)
        ? (available.get(element) ?? 0)
        : (this.fullBCount.get(element) ?? 0);
      available.set(element, count - 1);
      if (count > 0) matches += 1;
    }
    return calculateRatio(matches, this.a.length + this.b.length);
  }

  /** An upper bound on quickRatio(): from the lengths alone. */
  realQuickRatio(): number {
    return calculateRatio(Math.min(this.a.length, this.b.length), this.a.length + this.b.length);
  }

  /** 2 * M / T, M being the characters in the matching blocks. */
  ratio(): number {
    const matches = this.matchingBlocks().reduce((sum, block) => sum + block.size, 0);
    return calculateRatio(matches, this.a.length + this.b.length);
  }

  matchingBlocks(): Array<{ a: number; b: number; size: number }> {
    const queue: Array<[number, number, number, number]> = [[0, this.a.length, 0, this.b.length]];
    const blocks: Array<{ a: number; b: number; size: number }> = [];
    let range = queue.pop();
    while (range) {
      const [aLow, aHigh, bLow, bHigh] = range;
      const match = this.findLongestMatch(aLow, aHigh, bLow, bHigh);
      if (match.size > 0) {
        blocks.push(match);
        if (aLow < match.a && bLow < match.b) queue.push([aLow, match.a, bLow, match.b]);
        if (match.a + match.size < aHigh && match.b + match.size < bHigh) {
          queue.push([match.a + match.size, aHigh, match.b + match.size, bHigh]);
        }
      }
      range = queue.pop();
    }
    return blocks.sort((x, y) => x.a - y.a || x.b - y.b);
  }

  findLongestMatch(
    aLow: number,
    aHigh: number,
    bLow: number,
    bHigh: number,
  ): { a: number; b: number; size: number } {
    const { a, b } = this;
    let bestI = aLow;
    let bestJ = bLow;
    let bestSize = 0;
    let j2len = new Map<number, number>();
    for (let i = aLow; i < aHigh; i += 1) {
      const next = new Map<number, number>();
      for (const j of this.b2j.get(a[i] ?? '') ?? []) {
        if (j < bLow) continue;
        if (j >= bHigh) break;
        const k = (j2len.get(j - 1) ?? 0) + 1;
        next.set(j, k);
        if (k > bestSize) {
          bestI = i - k + 1;
          bestJ = j - k + 1;
          bestSize = k;
        }
      }
      j2len = next;
    }
    // Without a junk function only the popular elements are missing from b2j: extend over them.
    while (bestI > aLow && bestJ > bLow && a[bestI - 1] === b[bestJ - 1]) {
      bestI -= 1;
      bestJ -= 1;
      bestSize += 1;
    }
    while (
      bestI + bestSize < aHigh &&
      bestJ + bestSize < bHigh &&
      a[bestI + bestSize] === b[bestJ + bestSize]
    ) {
      bestSize += 1;
    }
    return { a: bestI, b: bestJ, size: bestSize };
  }

  private chainB(): void {
    this.b.forEach((element, index) => {
      const indices = this.b2j.get(element);
      if (indices) indices.push(index);
      else this.b2j.set(element, [index]);
    });
    // difflib's autojunk: in a long b, elements making up more than 1% of it are not indexed.
    const n = this.b.length;
    if (n >= 200) {
      const threshold = Math.floor(n / 100) + 1;
      for (const [element, indices] of [...this.b2j]) {
        if (indices.length > threshold) this.b2j.delete(element);
      }
    }
  }
}

function calculateRatio(matches: number, length: number): number {
  return length ? (2 * matches) / length : 1;
}
