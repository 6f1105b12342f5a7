// Compiler test style: sorted(by:) with multi-key comparators, stability and sort in place
struct Person: CustomStringConvertible {
    let name: String
    let age: Int
    var description: String { "\(name)(\(age))" }
}
let people = [
    Person(name: "Zoe", age: 30), Person(name: "adam", age: 25),
    Person(name: "Bob", age: 30), Person(name: "carl", age: 25),
    Person(name: "Amy", age: 41),
]
print(people.sorted { $0.age < $1.age })
print(people.sorted { ($0.age, $0.name) > ($1.age, $1.name) })
print(people.map(\.name).sorted())
print(people.map(\.name).sorted { $0.lowercased() < $1.lowercased() })
print(people.map(\.name).sorted(by: >))

var nums = [5, -3, 8, 0, -3, 2]
nums.sort()
print(nums)
nums.sort { abs($0) > abs($1) }
print(nums)
print(["b", "B", "a", "A", "é", "e"].sorted())
print([3.5, -0.0, 0.0, -1.25].sorted())
let byLength = ["ccc", "a", "bb", "dd", "e"].sorted { $0.count < $1.count }
print(byLength)
// expect: [adam(25), carl(25), Zoe(30), Bob(30), Amy(41)]
// expect: [Amy(41), Zoe(30), Bob(30), carl(25), adam(25)]
// expect: ["Amy", "Bob", "Zoe", "adam", "carl"]
// expect: ["adam", "Amy", "Bob", "carl", "Zoe"]
// expect: ["carl", "adam", "Zoe", "Bob", "Amy"]
// expect: [-3, -3, 0, 2, 5, 8]
// expect: [8, 5, -3, -3, 2, 0]
// expect: ["A", "B", "a", "b", "e", "é"]
// expect: [-1.25, -0.0, 0.0, 3.5]
// expect: ["a", "e", "bb", "dd", "ccc"]
