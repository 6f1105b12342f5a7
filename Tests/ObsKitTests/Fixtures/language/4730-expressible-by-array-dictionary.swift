// Compiler test style: ExpressibleByArrayLiteral and ExpressibleByDictionaryLiteral
// Checks custom collection-like types built from array and dictionary
// literals, empty literals, nested literals, generic element types, and
// printing of the resulting values.

struct Bag<Element>: ExpressibleByArrayLiteral, CustomStringConvertible {
  var items: [Element]
  init(arrayLiteral elements: Element...) { items = elements }
  var description: String { "Bag(\(items.count)): \(items)" }
}

let b: Bag = [1, 2, 3]
print(b)
let e: Bag<String> = []
print(e)
let nested: Bag<Bag<Int>> = [[1], [2, 3]]
print(nested.items.map { $0.items })

// Set-like type that dedups.
struct Unique: ExpressibleByArrayLiteral {
  var values: [Int] = []
  init(arrayLiteral elements: Int...) {
    for x in elements where !values.contains(x) {
      values.append(x)
    }
  }
}
print(Unique(arrayLiteral: 1, 1, 2).values)
let u: Unique = [3, 1, 3, 2, 1]
print(u.values)

// Dictionary literal keeps order of pairs.
struct OrderedPairs: ExpressibleByDictionaryLiteral, CustomStringConvertible {
  var pairs: [(String, Int)]
  init(dictionaryLiteral elements: (String, Int)...) { pairs = elements }
  var description: String {
    pairs.map { "\($0.0):\($0.1)" }.joined(separator: ",")
  }
}
let op: OrderedPairs = ["z": 26, "a": 1, "m": 13]
print(op)
let none: OrderedPairs = [:]
print(none, none.pairs.count)

// Duplicate keys are allowed for a custom type.
let dup: OrderedPairs = ["k": 1, "k": 2]
print(dup)

// Generic dictionary-literal type.
struct Table<K: Comparable, V>: ExpressibleByDictionaryLiteral {
  var rows: [(K, V)]
  init(dictionaryLiteral elements: (K, V)...) {
    rows = elements.sorted { $0.0 < $1.0 }
  }
}
let tbl: Table = [3: "c", 1: "a", 2: "b"]
for (k, v) in tbl.rows {
  print(k, v)
}

// Passing literals to functions.
func total(_ b: Bag<Int>) -> Int { b.items.reduce(0, +) }
print(total([4, 5, 6]))

// Standard types from literals with explicit types.
let s: Set<String> = ["only"]
print(s)
let ca: ContiguousArray<Double> = [1, 2.5]
print(ca)
let kv: KeyValuePairs = ["b": 2, "a": 1]
print(kv)
print(kv.map { $0.key })

// expect: Bag(3): [1, 2, 3]
// expect: Bag(0): []
// expect: [[1], [2, 3]]
// expect: [1, 2]
// expect: [3, 1, 2]
// expect: z:26,a:1,m:13
// expect:  0
// expect: k:1,k:2
// expect: 1 a
// expect: 2 b
// expect: 3 c
// expect: 15
// expect: ["only"]
// expect: [1.0, 2.5]
// expect: ["b": 2, "a": 1]
// expect: ["b", "a"]
