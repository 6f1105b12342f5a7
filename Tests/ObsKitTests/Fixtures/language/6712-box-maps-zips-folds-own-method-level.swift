// Sundell generics style (generic methods on generic types): a Box that maps, zips and folds with its own method-level parameters
struct Box<Value> {
    var value: Value

    func map<Output>(_ transform: (Value) -> Output) -> Box<Output> {
        Box<Output>(value: transform(value))
    }

    func zip<Other>(_ other: Box<Other>) -> Box<(Value, Other)> {
        Box<(Value, Other)>(value: (value, other.value))
    }

    func fold<Result>(into initial: Result, _ combine: (Result, Value) -> Result) -> Result {
        combine(initial, value)
    }
}

extension Box where Value: Sequence {
    func elements<T>(as type: T.Type) -> [T] {
        value.compactMap { $0 as? T }
    }

    func count<Key: Hashable & Comparable>(by key: (Value.Element) -> Key) -> [(Key, Int)] {
        var counts: [Key: Int] = [:]
        for element in value { counts[key(element), default: 0] += 1 }
        return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

let word = Box(value: "generic")
let length = word.map { $0.count }
print(length.value)
let shout = word.map { $0.uppercased() }.map { $0 + "!" }
print(shout.value)

let zipped = word.zip(length)
print(zipped.value.0, zipped.value.1)

let folded = length.fold(into: [String]()) { acc, n in acc + Array(repeating: "*", count: n) }
print(folded.joined())

let mixed = Box(value: [1, "two", 3.0, 4, "five"] as [Any])
print(mixed.elements(as: Int.self))
print(mixed.elements(as: String.self))

let words = Box(value: ["apple", "avocado", "banana", "cherry", "blueberry"])
for (letter, n) in words.count(by: { $0.first! }) {
    print(letter, n)
}
for (len, n) in words.count(by: { $0.count }) {
    print("len \(len): \(n)")
}

// expect: 7
// expect: GENERIC!
// expect: generic 7
// expect: *******
// expect: [1, 4]
// expect: ["two", "five"]
// expect: a 2
// expect: b 2
// expect: c 1
// expect: len 5: 1
// expect: len 6: 2
// expect: len 7: 1
// expect: len 9: 1
