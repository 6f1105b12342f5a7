// Compiler test style: bridging-free casts of arrays, dictionaries and sets between element types
class Animal { var sound: String { "..." } }
class Dog: Animal { override var sound: String { "woof" } }
class Cat: Animal { override var sound: String { "meow" } }

let dogs: [Dog] = [Dog(), Dog()]
let animals: [Animal] = dogs          // implicit upcast
print("upcast count:", animals.count, animals.map { $0.sound })

let mixed: [Animal] = [Dog(), Cat(), Dog()]
if let allDogs = mixed as? [Dog] {
    print("all dogs", allDogs.count)
} else {
    print("mixed is not [Dog]")
}
if let back = animals as? [Dog] {
    print("animals back to dogs:", back.count)
}

let anyArr: Any = [1, 2, 3]
print("[Int] as? [Int]:", (anyArr as? [Int]) as Any)
print("[Int] as? [Any]:", (anyArr as? [Any]).map { $0.count } as Any)
print("[Int] as? [String]:", (anyArr as? [String]) as Any)
print("[Int] is [Int]:", anyArr is [Int])

let anyElems: [Any] = [1, 2, 3]
if let ints = anyElems as? [Int] { print("[Any] -> [Int]:", ints) }
let anyMixed: [Any] = [1, "two", 3]
print("mixed [Any] as? [Int]:", (anyMixed as? [Int]) as Any)

let dict: [String: Any] = ["a": 1, "b": 2]
if let typed = dict as? [String: Int] {
    print("dict typed:", typed.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
}
let badDict: [String: Any] = ["a": 1, "b": "x"]
print("bad dict cast nil:", (badDict as? [String: Int]) == nil)

let animalDict: [String: Animal] = ["rex": Dog(), "tom": Cat()]
let dogDict = animalDict.compactMapValues { $0 as? Dog }
print("dog keys:", dogDict.keys.sorted())

let setAny: Any = Set([3, 1, 2])
if let s = setAny as? Set<Int> {
    print("set:", s.sorted())
}
print("set as? [Int]:", (setAny as? [Int]) as Any)

let empty: [Animal] = []
print("empty as? [Cat]:", (empty as? [Cat]).map { $0.count } as Any)

// Nested collections
let nested: Any = [[1, 2], [3]]
if let n = nested as? [[Int]] {
    print("nested flat:", n.flatMap { $0 })
}
let nestedAny: [[Any]] = [[1, 2], [3]]
print("nested any -> [[Int]]:", (nestedAny as? [[Int]]) as Any)

// Tuples inside Any
let tup: Any = (1, "x")
if let (i, s) = tup as? (Int, String) { print("tuple:", i, s) }
print("tuple wrong:", (tup as? (String, Int)) == nil)

// expect: upcast count: 2 ["woof", "woof"]
// expect: mixed is not [Dog]
// expect: animals back to dogs: 2
// expect: [Int] as? [Int]: Optional([1, 2, 3])
// expect: [Int] as? [Any]: Optional(3)
// expect: [Int] as? [String]: nil
// expect: [Int] is [Int]: true
// expect: [Any] -> [Int]: [1, 2, 3]
// expect: mixed [Any] as? [Int]: nil
// expect: dict typed: ["a=1", "b=2"]
// expect: bad dict cast nil: true
// expect: dog keys: ["rex"]
// expect: set: [1, 2, 3]
// expect: set as? [Int]: nil
// expect: empty as? [Cat]: Optional(0)
// expect: nested flat: [1, 2, 3]
// expect: nested any -> [[Int]]: Optional([[1, 2], [3]])
// expect: tuple: 1 x
// expect: tuple wrong: true
