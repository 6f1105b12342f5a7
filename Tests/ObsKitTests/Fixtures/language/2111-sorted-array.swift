// Compiler test style: sorted array wrapper keeping invariant, RandomAccessCollection with binary search insert
struct SortedArray<Element: Comparable>: RandomAccessCollection, CustomStringConvertible {
  private(set) var elements: [Element] = []

  init<S: Sequence>(_ s: S) where S.Element == Element {
    for x in s { insert(x) }
  }

  var startIndex: Int { elements.startIndex }
  var endIndex: Int { elements.endIndex }
  subscript(i: Int) -> Element { elements[i] }

  func insertionPoint(for x: Element) -> Int {
    var lo = 0, hi = elements.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if elements[mid] < x { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  @discardableResult
  mutating func insert(_ x: Element) -> Int {
    let i = insertionPoint(for: x)
    elements.insert(x, at: i)
    return i
  }

  func containsFast(_ x: Element) -> Bool {
    let i = insertionPoint(for: x)
    return i < count && elements[i] == x
  }

  var description: String { "Sorted\(elements)" }
}

var s = SortedArray([5, 3, 9, 1, 7, 3])
print(s)
print(s.insert(4), s)
print(s.insert(0), s.insert(100))
print(s.containsFast(7), s.containsFast(8))
print(s.first!, s.last!, s.count)
print(s.min()!, s.max()!)
print(s.filter { $0 % 2 == 1 })
print(s.map { $0 * 2 }.reduce(0, +))
print(s.firstIndex(where: { $0 > 4 })!)
print(Array(s[2..<5]))
print(s.reversed().prefix(3).map { String($0) }.joined(separator: ","))
let names = SortedArray(["pear", "apple", "fig", "kiwi"])
print(names, names.insertionPoint(for: "grape"))
print(names.lexicographicallyPrecedes(["apple", "fig", "zzz"]))

// expect: Sorted[1, 3, 3, 5, 7, 9]
// expect: 3 Sorted[1, 3, 3, 4, 5, 7, 9]
// expect: 0 8
// expect: true false
// expect: 0 100 9
// expect: 0 100
// expect: [1, 3, 3, 5, 7, 9]
// expect: 264
// expect: 5
// expect: [3, 3, 4]
// expect: 100,9,7
// expect: Sorted["apple", "fig", "kiwi", "pear"] 2
// expect: true
