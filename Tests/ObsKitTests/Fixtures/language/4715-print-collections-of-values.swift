// Compiler test style: print of collections of values
// Checks arrays of strings/characters (quoted), arrays of structs,
// nested arrays, empty collections, single-element dictionaries and sets,
// sorted dictionary contents, and ranges.

let ints = [1, 2, 3]
print(ints)

let strs = ["a", "b c", ""]
print(strs)

let chars: [Character] = ["x", "y"]
print(chars)

let nested = [[1], [2, 3], []]
print(nested)

let empty: [Int] = []
print(empty)

let emptyDict: [String: Int] = [:]
print(emptyDict)

let emptySet: Set<Int> = []
print(emptySet)

// Single-entry dictionary and set are deterministic.
print(["one": 1])
print([1: "one"])
print(Set([42]))
print(Set(["only"]))

// Multi-entry dictionary: print sorted pairs.
let ages = ["carol": 35, "alice": 30, "bob": 25]
for (k, v) in ages.sorted(by: { $0.key < $1.key }) {
  print(k, v)
}
print(ages.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" })

// Sorted keys and values.
print(ages.keys.sorted())
print(ages.values.sorted())

// Sorted set.
let s: Set = [5, 3, 9, 1]
print(s.sorted())

// Arrays of structs.
struct Item { var name: String; var qty: Int }
print([Item(name: "pen", qty: 2), Item(name: "cup", qty: 1)])

// Array of optionals of strings.
let maybe: [String?] = ["a", nil]
print(maybe)

// Array of arrays of strings.
print([["a"], ["b", "c"]])

// Dictionary with array value.
print(["k": [1, 2]])

// Dictionary with optional value.
let od: [String: Int?] = ["z": nil]
print(od)

// Ranges.
print(1..<5)
print(1...5)
print(Array(1...4))
print((0..<3).map { $0 * 10 })

// ArraySlice and reversed.
let slice = ints[1...]
print(slice)
print(Array(ints.reversed()))

// ContiguousArray.
let ca: ContiguousArray = [7, 8]
print(ca)

// Strings: print vs in array.
let word = "quote\"d"
print(word)
print([word])

// expect: [1, 2, 3]
// expect: ["a", "b c", ""]
// expect: ["x", "y"]
// expect: [[1], [2, 3], []]
// expect: []
// expect: [:]
// expect: []
// expect: ["one": 1]
// expect: [1: "one"]
// expect: [42]
// expect: ["only"]
// expect: alice 30
// expect: bob 25
// expect: carol 35
// expect: ["alice=30", "bob=25", "carol=35"]
// expect: ["alice", "bob", "carol"]
// expect: [25, 30, 35]
// expect: [1, 3, 5, 9]
// expect: [main.Item(name: "pen", qty: 2), main.Item(name: "cup", qty: 1)]
// expect: [Optional("a"), nil]
// expect: [["a"], ["b", "c"]]
// expect: ["k": [1, 2]]
// expect: ["z": nil]
// expect: 1..<5
// expect: 1...5
// expect: [1, 2, 3, 4]
// expect: [0, 10, 20]
// expect: [2, 3]
// expect: [3, 2, 1]
// expect: [7, 8]
// expect: quote"d
// expect: ["quote\"d"]
