// sorting: stability, multi-key comparators, lexicographic comparison, min/max by key
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Person {
    var name: String
    var age: Int
    var city: String
}
let people = [
    Person(name: "Ana", age: 31, city: "Oslo"),
    Person(name: "Ben", age: 25, city: "Rome"),
    Person(name: "Cid", age: 31, city: "Lima"),
    Person(name: "Dee", age: 25, city: "Oslo"),
    Person(name: "Eve", age: 40, city: "Rome"),
    Person(name: "Fay", age: 31, city: "Rome"),
]
print(people.sorted { $0.age < $1.age }.map(\.name))
print(people.sorted { $0.city < $1.city }.map(\.name))
print(people.sorted { ($0.city, $1.age) < ($1.city, $0.age) }.map { "\($0.city)/\($0.age)/\($0.name)" })

var byCityThenAge = people
byCityThenAge.sort { $0.age < $1.age }
byCityThenAge.sort { $0.city < $1.city }
print(byCityThenAge.map(\.name))

let words = ["banana", "Apple", "cherry", "apple", "Banana", "fig"]
print(words.sorted())
print(words.sorted { $0.lowercased() < $1.lowercased() })
print(words.sorted { ($0.count, $0) < ($1.count, $1) })
print(words.sorted(by: >))

print([1, 2, 3].lexicographicallyPrecedes([1, 2, 4]), [1, 2].lexicographicallyPrecedes([1, 2, 0]), [3].lexicographicallyPrecedes([1, 9]))
print("abc" < "abd", "Z" < "a", "apple" < "apples", [[2, 1], [1, 9], [1, 2, 3]].sorted { $0.lexicographicallyPrecedes($1) })

print(people.min { $0.age < $1.age }!.name, people.max { $0.age < $1.age }!.name)
print(people.max { $0.age < $1.age || ($0.age == $1.age && $0.name > $1.name) }!.name)
print(people.map(\.age).max()!, people.map(\.age).min()!, [Int]().min() as Any)

var nums = [5, 3, 9, 1, 7]
nums.sort(by: >)
print(nums)
nums.reverse()
print(nums, nums.reversed().first!)
var parted = [1, 8, 3, 6, 5, 4, 7, 2]
let pivot = parted.partition { $0 > 4 }
print(pivot, parted[..<pivot].sorted(), parted[pivot...].sorted())
let ranked = people.sorted { $0.name > $1.name }.enumerated().map { "\($0.offset + 1).\($0.element.name)" }
print(ranked)
let grouped = Dictionary(grouping: people, by: \.age).sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.map(\.name).joined(separator: ","))" }
print(grouped)
let tuples = [(2, "b"), (1, "z"), (2, "a"), (1, "y")]
print(tuples.sorted { $0 < $1 }.map { "\($0.0)\($0.1)" }, tuples.sorted { $0.0 < $1.0 }.map { "\($0.0)\($0.1)" })
print([3.5, -0.0, 0.0, -2.25, 1].sorted(), Array(["b", "a", "c"].sorted().reversed()))

// expect: ["Ben", "Dee", "Ana", "Cid", "Fay", "Eve"]
// expect: ["Cid", "Ana", "Dee", "Ben", "Eve", "Fay"]
// expect: ["Lima/31/Cid", "Oslo/31/Ana", "Oslo/25/Dee", "Rome/40/Eve", "Rome/31/Fay", "Rome/25/Ben"]
// expect: ["Cid", "Dee", "Ana", "Ben", "Fay", "Eve"]
// expect: ["Apple", "Banana", "apple", "banana", "cherry", "fig"]
// expect: ["Apple", "apple", "banana", "Banana", "cherry", "fig"]
// expect: ["fig", "Apple", "apple", "Banana", "banana", "cherry"]
// expect: ["fig", "cherry", "banana", "apple", "Banana", "Apple"]
// expect: true true false
// expect: true true true [[1, 2, 3], [1, 9], [2, 1]]
// expect: Ben Eve
// expect: Eve
// expect: 40 25 nil
// expect: [9, 7, 5, 3, 1]
// expect: [1, 3, 5, 7, 9] 9
// expect: 4 [1, 2, 3, 4] [5, 6, 7, 8]
// expect: ["1.Fay", "2.Eve", "3.Dee", "4.Cid", "5.Ben", "6.Ana"]
// expect: ["25:Ben,Dee", "31:Ana,Cid,Fay", "40:Eve"]
// expect: ["1y", "1z", "2a", "2b"] ["1z", "1y", "2b", "2a"]
// expect: [-2.25, -0.0, 0.0, 1.0, 3.5] ["c", "b", "a"]
