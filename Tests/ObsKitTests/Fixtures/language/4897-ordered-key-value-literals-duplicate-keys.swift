// Compiler test style (test/stdlib/KeyValuePairs.swift): ordered key-value literals, duplicate keys and dictionary printing
// known-gap: error: 4897-ordered-key-value-literals-duplicate-keys.swift:6:17: error: value of type 'Optional' has no member 'key'
let pairs: KeyValuePairs = ["zebra": 1, "apple": 2, "zebra": 3, "mango": 4]
print(pairs)
print(pairs.count, pairs.first!.key, pairs.last!.value)
print(pairs[2], pairs[2].key, pairs[2].value)
for (i, entry) in pairs.enumerated() { print(i, entry.key, entry.value) }
print(pairs.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))
print(pairs.filter { $0.key == "zebra" }.map(\.value))
print(pairs.firstIndex { $0.value > 2 } as Any)
print(pairs.reversed().map(\.key))
debugPrint(pairs)

let empty: KeyValuePairs<String, Int> = [:]
print(empty, empty.isEmpty, empty.count)

let intKeys: KeyValuePairs<Int, [String]> = [3: ["c"], 1: [], 2: ["b", "bb"]]
print(intKeys)
print(intKeys.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.count)" })

let uniqued = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, second in first + second })
print(uniqued.sorted { $0.key < $1.key })
let lastWins = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
print(lastWins["zebra"]!, lastWins.count)

let single = ["only": 1]
print(single)
debugPrint(single)
let emptyDict: [String: Int] = [:]
print(emptyDict, emptyDict.description, emptyDict.debugDescription)
print([1: "one"], [1.5: [true]], ["k": Optional<Int>.none])
print(["nested": ["inner": [1, 2]]])
print([Character("x"): "y"])
print(["quote\"d": "new\nline"])
let emptyArray: [Int] = []
print(emptyArray, [[Int]](), [[]] as [[Int]])
print(Set<Int>(), Set(["one"]))
debugPrint(Set<String>(), Set(["one"]))

struct Entry: CustomStringConvertible, CustomDebugStringConvertible {
  let k: String
  var description: String { "E(\(k))" }
  var debugDescription: String { "Entry<\(k)>" }
}
print(["e": Entry(k: "1")])
print([Entry(k: "2")])
debugPrint([Entry(k: "3")])
print(Optional(Entry(k: "4")) as Any)
print("\([Entry(k: "5")])")
let kvEntries: KeyValuePairs = [Entry(k: "a"): 1] as KeyValuePairs<Entry, Int>
print(kvEntries)
extension Entry: Hashable {}
let d = [Entry(k: "h"): [Entry(k: "v")]]
print(d)
print(d.keys.first!, d.values.first!)
print(type(of: pairs), type(of: d.keys), type(of: d.values))

var counts: [String: Int] = [:]
for word in "the cat and the hat and the bat".split(separator: " ") {
  counts[String(word), default: 0] += 1
}
let ordered = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
print(ordered.map { "\($0.key):\($0.value)" })
print(counts.filter { $0.value > 1 }.keys.sorted())
print(counts.min { $0.key < $1.key }!, counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!)

// expect: ["zebra": 1, "apple": 2, "zebra": 3, "mango": 4]
// expect: 4 zebra 4
// expect: (key: "zebra", value: 3) zebra 3
// expect: 0 zebra 1
// expect: 1 apple 2
// expect: 2 zebra 3
// expect: 3 mango 4
// expect: zebra=1&apple=2&zebra=3&mango=4
// expect: [1, 3]
// expect: Optional(2)
// expect: ["mango", "zebra", "apple", "zebra"]
// expect: ["zebra": 1, "apple": 2, "zebra": 3, "mango": 4]
// expect: [:] true 0
// expect: [3: ["c"], 1: [], 2: ["b", "bb"]]
// expect: ["1:0", "2:2", "3:1"]
// expect: [(key: "apple", value: 2), (key: "mango", value: 4), (key: "zebra", value: 4)]
// expect: 3 3
// expect: ["only": 1]
// expect: ["only": 1]
// expect: [:] [:] [:]
// expect: [1: "one"] [1.5: [true]] ["k": nil]
// expect: ["nested": ["inner": [1, 2]]]
// expect: ["x": "y"]
// expect: ["quote\"d": "new\nline"]
// expect: [] [] [[]]
// expect: [] ["one"]
// expect: Set([]) Set(["one"])
// expect: ["e": Entry<1>]
// expect: [Entry<2>]
// expect: [Entry<3>]
// expect: Optional(Entry<4>)
// expect: [Entry<5>]
// expect: [Entry<a>: 1]
// expect: [Entry<h>: [Entry<v>]]
// expect: E(h) [Entry<v>]
// expect: KeyValuePairs<String, Int> Keys Values
// expect: ["the:3", "and:2", "bat:1", "cat:1", "hat:1"]
// expect: ["and", "the"]
// expect: (key: "and", value: 2) (key: "the", value: 3)
