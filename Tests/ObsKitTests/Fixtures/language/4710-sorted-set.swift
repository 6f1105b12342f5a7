// Swift book style: a generic SortedSet backed by a sorted array, with literals, set algebra and Collection
struct SortedSet<Element: Comparable>: Equatable {
    private(set) var elements: [Element] = []

    init() {}
    init<S: Sequence>(_ s: S) where S.Element == Element {
        for e in s { insert(e) }
    }

    private func position(of e: Element) -> (found: Bool, index: Int) {
        var lo = 0, hi = elements.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if elements[mid] < e { lo = mid + 1 } else { hi = mid }
        }
        return (lo < elements.count && elements[lo] == e, lo)
    }

    func contains(_ e: Element) -> Bool { position(of: e).found }

    @discardableResult
    mutating func insert(_ e: Element) -> Bool {
        let (found, i) = position(of: e)
        if found { return false }
        elements.insert(e, at: i)
        return true
    }

    @discardableResult
    mutating func remove(_ e: Element) -> Element? {
        let (found, i) = position(of: e)
        return found ? elements.remove(at: i) : nil
    }

    func union(_ other: SortedSet) -> SortedSet {
        var out = SortedSet()
        var i = 0, j = 0
        let a = elements, b = other.elements
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) { out.elements.append(a[i]); i += 1 }
            else if i == a.count || b[j] < a[i] { out.elements.append(b[j]); j += 1 }
            else { out.elements.append(a[i]); i += 1; j += 1 }
        }
        return out
    }

    func intersection(_ other: SortedSet) -> SortedSet {
        SortedSet(elements.filter(other.contains))
    }

    func subtracting(_ other: SortedSet) -> SortedSet {
        SortedSet(elements.filter { !other.contains($0) })
    }

    func elements(in range: ClosedRange<Element>) -> ArraySlice<Element> {
        let lo = position(of: range.lowerBound).index
        var hi = position(of: range.upperBound).index
        if hi < elements.count && elements[hi] == range.upperBound { hi += 1 }
        return elements[lo..<hi]
    }
}

extension SortedSet: ExpressibleByArrayLiteral {
    init(arrayLiteral items: Element...) { self.init(items) }
}

extension SortedSet: RandomAccessCollection {
    var startIndex: Int { elements.startIndex }
    var endIndex: Int { elements.endIndex }
    subscript(i: Int) -> Element { elements[i] }
}

extension SortedSet: CustomStringConvertible {
    var description: String { "{" + elements.map { "\($0)" }.joined(separator: ", ") + "}" }
}

var primes: SortedSet = [7, 2, 11, 3, 5, 3, 13, 2]
let odds = SortedSet(stride(from: 1, through: 15, by: 2))
print("primes:", primes, "count:", primes.count)
print("odds:", odds)
print("union:", primes.union(odds))
print("intersection:", primes.intersection(odds))
print("primes - odds:", primes.subtracting(odds), "odds - primes:", odds.subtracting(primes))
print("insert 5:", primes.insert(5), "insert 17:", primes.insert(17), primes)
print("remove 2:", primes.remove(2) ?? -1, "remove 4:", primes.remove(4) as Any, primes)
print("contains 11:", primes.contains(11), "first:", primes.first!, "last:", primes.last!)
print("in 4...12:", Array(primes.elements(in: 4...12)), "in 14...16:", Array(primes.elements(in: 14...16)))
print("index of 13:", primes.firstIndex(of: 13)!, "reversed:", Array(primes.reversed()))
print("equal:", SortedSet([3, 1, 2]) == [1, 2, 3], SortedSet<Int>() == [], primes.isEmpty)
let tags: SortedSet = ["swift", "ios", "algorithms", "ios", "data"]
print(tags, tags.map { $0.count }, tags.sorted { $0.count < $1.count }.first!)
print(tags[1], tags.prefix(2).joined(separator: "+"), tags.contains("swift"))

// expect: primes: {2, 3, 5, 7, 11, 13} count: 6
// expect: odds: {1, 3, 5, 7, 9, 11, 13, 15}
// expect: union: {1, 2, 3, 5, 7, 9, 11, 13, 15}
// expect: intersection: {3, 5, 7, 11, 13}
// expect: primes - odds: {2} odds - primes: {1, 9, 15}
// expect: insert 5: false insert 17: true {2, 3, 5, 7, 11, 13, 17}
// expect: remove 2: 2 remove 4: nil {3, 5, 7, 11, 13, 17}
// expect: contains 11: true first: 3 last: 17
// expect: in 4...12: [5, 7, 11] in 14...16: []
// expect: index of 13: 4 reversed: [17, 13, 11, 7, 5, 3]
// expect: equal: true true false
// expect: {algorithms, data, ios, swift} [10, 4, 3, 5] ios
// expect: data algorithms+data true
