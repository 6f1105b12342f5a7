// Stack Overflow answer style: generic Sequence extensions with where-clauses (uniqued, frequencies, grouped), Comparable clamp
extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }

    func frequencies() -> [Element: Int] {
        reduce(into: [:]) { counts, x in counts[x, default: 0] += 1 }
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}

func grouped<T, K: Hashable & Comparable>(_ items: [T], by key: (T) -> K) -> [(K, [T])] {
    let dict = Dictionary(grouping: items, by: key)
    return dict.keys.sorted().map { ($0, dict[$0]!) }
}

let words = ["apple", "banana", "avocado", "cherry", "blueberry", "apple", "cranberry", "banana", "apple"]
print(words.uniqued())
let freq = words.frequencies()
for key in freq.keys.sorted() { print(key, freq[key]!) }
for (letter, group) in grouped(words.uniqued(), by: { $0.first! }) {
    print(letter, group)
}
print(15.clamped(to: 0...10), (-3).clamped(to: 0...10), 2.5.clamped(to: 1.0...2.0), "m".clamped(to: "a"..."f"))

// expect: ["apple", "banana", "avocado", "cherry", "blueberry", "cranberry"]
// expect: apple 3
// expect: avocado 1
// expect: banana 2
// expect: blueberry 1
// expect: cherry 1
// expect: cranberry 1
// expect: a ["apple", "avocado"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry", "cranberry"]
// expect: 10 0 2.0 f
