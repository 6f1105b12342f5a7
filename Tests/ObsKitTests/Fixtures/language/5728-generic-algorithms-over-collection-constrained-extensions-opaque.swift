// Pro Swift style (generics with where clauses): generic algorithms over Collection with constrained extensions and opaque results
extension Collection where Element: Equatable {
    func runs() -> [(Element, Int)] {
        var result: [(Element, Int)] = []
        for e in self {
            if let last = result.last, last.0 == e { result[result.count - 1].1 += 1 }
            else { result.append((e, 1)) }
        }
        return result
    }
}

extension Collection where Element: Numeric & Comparable {
    var range: (min: Element, max: Element)? {
        guard let first = first else { return nil }
        return dropFirst().reduce((first, first)) { (Swift.min($0.0, $1), Swift.max($0.1, $1)) }
    }
}

extension BidirectionalCollection where Element: Equatable {
    var isPalindrome: Bool { elementsEqual(reversed()) }
}

func mostCommon<S: Sequence>(_ s: S) -> S.Element? where S.Element: Hashable & Comparable {
    let counts = Dictionary(s.map { ($0, 1) }, uniquingKeysWith: +)
    return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
}

func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}

func merge<C1: Collection, C2: Collection>(_ a: C1, _ b: C2) -> [C1.Element]
where C1.Element == C2.Element, C1.Element: Comparable {
    var i = a.startIndex, j = b.startIndex
    var out: [C1.Element] = []
    while i != a.endIndex && j != b.endIndex {
        if a[i] <= b[j] { out.append(a[i]); i = a.index(after: i) }
        else { out.append(b[j]); j = b.index(after: j) }
    }
    out.append(contentsOf: a[i...])
    out.append(contentsOf: b[j...])
    return out
}

print("aaabccdddd".runs().map { "\($0.0)\($0.1)" }.joined())
print([1, 1, 2, 2, 2, 1].runs().map { [$0.0, $0.1] })
print([4, -2, 9, 0].range!, [2.5, 1.5].range!, [Int]().range == nil)
print("racecar".isPalindrome, [1, 2, 1].isPalindrome, "swift".isPalindrome)
print(mostCommon("abracadabra")!, mostCommon([3, 1, 3, 1, 2])!, mostCommon([Int]()) as Any)
print(Array(evens(upTo: 9)), evens(upTo: 6).reduce(0, +))
print(merge([1, 4, 9], [2, 3, 10, 11]), merge("aex", ["b", "c"]))

// expect: a3b1c2d4
// expect: [[1, 2], [2, 3], [1, 1]]
// expect: (min: -2, max: 9) (min: 1.5, max: 2.5) true
// expect: true true false
// expect: a 1 nil
// expect: [0, 2, 4, 6, 8] 12
// expect: [1, 2, 3, 4, 9, 10, 11] ["a", "b", "c", "e", "x"]
