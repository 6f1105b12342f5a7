// Swift with Majid style: extensions with constraints on standard library types
extension Array where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}

extension Array where Element: BinaryInteger {
    func average() -> Double {
        isEmpty ? 0 : Double(Int(sum())) / Double(count)
    }
}

extension Collection where Element: Equatable {
    func occurrences(of e: Element) -> Int { filter { $0 == e }.count }
}

extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
    func frequencies() -> [Element: Int] {
        reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}

extension Dictionary where Value: Numeric {
    mutating func add(_ amount: Value, to key: Key) {
        self[key, default: 0] += amount
    }
}

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}

extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
    func chunked(into size: Int) -> [SubSequence] {
        var result: [SubSequence] = []
        var start = startIndex
        while start != endIndex {
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            result.append(self[start..<end])
            start = end
        }
        return result
    }
}

extension String {
    var isPalindrome: Bool {
        let letters = lowercased().filter(\.isLetter)
        return letters == String(letters.reversed())
    }
}

let ints = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
print(ints.sum(), ints.average())
print([1.5, 2.25].sum())
print(ints.occurrences(of: 5), "banana".occurrences(of: "a"))
print(ints.uniqued())
let freq = "hello world".filter(\.isLetter).frequencies()
print(freq.keys.sorted().map { "\($0)\(freq[$0]!)" }.joined(separator: " "))

var totals: [String: Double] = [:]
totals.add(2.5, to: "coffee")
totals.add(1.25, to: "tea")
totals.add(3.0, to: "coffee")
for k in totals.keys.sorted() { print(k, totals[k]!) }

let maybe: String? = nil
let present: String? = "value"
print("[\(maybe.orEmpty)]", maybe.isNilOrEmpty, present.isNilOrEmpty, Optional("").isNilOrEmpty)

print(ints[safe: 2] ?? -1, ints[safe: 42] ?? -1)
print(ints.chunked(into: 4).map(Array.init))
print("abcdefg".chunked(into: 3).map(String.init))

for phrase in ["Racecar", "A man, a plan, a canal: Panama", "Swift"] {
    print(phrase, "->", phrase.isPalindrome)
}

// expect: 44 4.0
// expect: 3.75
// expect: 3 3
// expect: [3, 1, 4, 5, 9, 2, 6]
// expect: d1 e1 h1 l3 o2 r1 w1
// expect: coffee 5.5
// expect: tea 1.25
// expect: [] true false true
// expect: 4 -1
// expect: [[3, 1, 4, 1], [5, 9, 2, 6], [5, 3, 5]]
// expect: ["abc", "def", "g"]
// expect: Racecar -> true
// expect: A man, a plan, a canal: Panama -> true
// expect: Swift -> false
