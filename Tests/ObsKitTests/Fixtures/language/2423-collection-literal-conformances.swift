// Compiler test style: ExpressibleByArrayLiteral, DictionaryLiteral and StringLiteral on custom collections
// known-gap: error: 2423-collection-literal-conformances.swift:51:20: error: value of type 'Optional' has no member 'key'
struct Multiset<Element: Hashable & Comparable>: ExpressibleByArrayLiteral, CustomStringConvertible {
    private var counts: [Element: Int] = [:]
    init(arrayLiteral elements: Element...) {
        for e in elements { counts[e, default: 0] += 1 }
    }
    func count(of e: Element) -> Int { counts[e] ?? 0 }
    var total: Int { counts.values.reduce(0, +) }
    var description: String {
        counts.keys.sorted().map { "\($0)x\(counts[$0]!)" }.joined(separator: " ")
    }
}

struct OrderedHeaders: ExpressibleByDictionaryLiteral, Sequence {
    var pairs: [(String, String)] = []
    init(dictionaryLiteral elements: (String, String)...) {
        for (k, v) in elements { pairs.append((k.lowercased(), v)) }
    }
    func makeIterator() -> IndexingIterator<[(String, String)]> { pairs.makeIterator() }
    subscript(name: String) -> [String] { pairs.filter { $0.0 == name.lowercased() }.map(\.1) }
}

struct Identifier: ExpressibleByStringLiteral, Hashable, CustomStringConvertible {
    let raw: String
    init(stringLiteral value: String) { raw = value.replacingOccurrences(of: " ", with: "_") }
    var description: String { "#\(raw)" }
}

extension String {
    func replacingOccurrences(of target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}

let bag: Multiset = ["pear", "apple", "pear", "fig", "pear"]
print(bag, "total:", bag.total, "pears:", bag.count(of: "pear"))
let numbers: Multiset<Int> = []
print(numbers.total, "[\(numbers)]")

let headers: OrderedHeaders = ["Accept": "text/html", "Set-Cookie": "a=1", "set-cookie": "b=2"]
for (name, value) in headers { print("\(name): \(value)") }
print(headers["SET-COOKIE"])

let ids: [Identifier] = ["user id", "order", "line item"]
print(ids)
let lookup: [Identifier: Int] = ["total count": 3]
print(lookup["total count"] as Any, lookup[Identifier(stringLiteral: "total_count")] as Any)
let pairs: KeyValuePairs = ["b": 2, "a": 1, "b": 3]
print(pairs.map { "\($0.key)=\($0.value)" })
print(pairs.count, pairs[0].key)
// expect: applex1 figx1 pearx3 total: 5 pears: 3
// expect: 0 []
// expect: accept: text/html
// expect: set-cookie: a=1
// expect: set-cookie: b=2
// expect: ["a=1", "b=2"]
// expect: [#user_id, #order, #line_item]
// expect: Optional(3) Optional(3)
// expect: ["b=2", "a=1", "b=3"]
// expect: 3 b
