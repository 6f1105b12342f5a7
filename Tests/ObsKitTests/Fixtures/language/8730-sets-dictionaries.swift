// Tutorial style (Hacking with Swift, collections): grouping, merging, default subscripts and set algebra
struct Student {
    let name: String
    let house: String
    let score: Int
}

let students = [
    Student(name: "Ivy", house: "Oak", score: 88),
    Student(name: "Ben", house: "Pine", score: 72),
    Student(name: "Zara", house: "Oak", score: 95),
    Student(name: "Leo", house: "Elm", score: 64),
    Student(name: "Mia", house: "Pine", score: 81),
]

let byHouse = Dictionary(grouping: students, by: \.house)
for house in byHouse.keys.sorted() {
    let names = byHouse[house]!.map(\.name).sorted()
    print("\(house): \(names.joined(separator: ", "))")
}

let bestByHouse = byHouse.mapValues { group in group.map(\.score).max()! }
print(bestByHouse.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

var points: [String: Int] = ["Oak": 10, "Pine": 4]
let bonus = ["Pine": 6, "Elm": 3]
points.merge(bonus) { old, new in old + new }
print(points.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " "))
let replaced = points.merging(["Oak": 1]) { _, new in new }
print("Oak after replace: \(replaced["Oak"]!), original: \(points["Oak"]!)")

var letterCount: [Character: Int] = [:]
for ch in "mississippi" { letterCount[ch, default: 0] += 1 }
print(letterCount.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
print("Missing key default: \(letterCount["z", default: 0])")

let removed = points.removeValue(forKey: "Elm")
print("Removed Elm: \(removed ?? 0), remaining: \(points.count)")
print(Dictionary(uniqueKeysWithValues: zip(["a", "b"], [1, 2])).sorted { $0.key < $1.key })

let morning: Set = ["coffee", "toast", "eggs", "juice"]
let evening: Set = ["soup", "toast", "juice", "wine"]
print("Both: \(morning.intersection(evening).sorted())")
print("Either: \(morning.union(evening).sorted())")
print("Only morning: \(morning.subtracting(evening).sorted())")
print("One or other: \(morning.symmetricDifference(evening).sorted())")
print(Set(["toast"]).isSubset(of: morning), morning.isDisjoint(with: ["tea"]))
var tags: Set<String> = []
print(tags.insert("new").inserted, tags.insert("new").inserted, tags.count)

// expect: Elm: Leo
// expect: Oak: Ivy, Zara
// expect: Pine: Ben, Mia
// expect: ["Elm=64", "Oak=95", "Pine=81"]
// expect: Elm:3 Oak:10 Pine:10
// expect: Oak after replace: 1, original: 10
// expect: i4m1p2s4
// expect: Missing key default: 0
// expect: Removed Elm: 3, remaining: 2
// expect: [(key: "a", value: 1), (key: "b", value: 2)]
// expect: Both: ["juice", "toast"]
// expect: Either: ["coffee", "eggs", "juice", "soup", "toast", "wine"]
// expect: Only morning: ["coffee", "eggs"]
// expect: One or other: ["coffee", "eggs", "soup", "wine"]
// expect: true true
// expect: true false 1
