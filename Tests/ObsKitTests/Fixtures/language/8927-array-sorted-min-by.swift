// Apple docs style (Sequence.sorted(by:) / min(by:) / max(by:)): ordering with custom predicates
let students: Set = ["Kofi", "Abena", "Peter", "Kweku", "Akosua"]
let sortedStudents = students.sorted()
print(sortedStudents)
let descendingStudents = students.sorted(by: >)
print(descendingStudents)

let hues = ["Heliotrope": 296, "Coral": 16, "Aquamarine": 156]
let leastHue = hues.min { a, b in a.value < b.value }
print(leastHue!)
let greatestHue = hues.max { a, b in a.value < b.value }
print(greatestHue!.key)

// Sorting structs by several keys
struct Runner {
    let name: String
    let country: String
    let time: Int
}
let runners = [
    Runner(name: "Ito", country: "JP", time: 125),
    Runner(name: "Berg", country: "NO", time: 119),
    Runner(name: "Abe", country: "JP", time: 119),
    Runner(name: "Cole", country: "US", time: 131),
    Runner(name: "Dahl", country: "NO", time: 125),
]
let byTimeThenName = runners.sorted {
    ($0.time, $0.name) < ($1.time, $1.name)
}
for r in byTimeThenName {
    print(r.time, r.name, r.country)
}
let byCountry = runners.sorted { $0.country == $1.country ? $0.time < $1.time : $0.country < $1.country }
print(byCountry.map(\.name))

// min(by:) and max(by:) with key paths
let fastest = runners.min(by: { $0.time < $1.time })!
let slowest = runners.max(by: { $0.time < $1.time })!
print("fastest:", fastest.name, "slowest:", slowest.name)

// Case-insensitive ordering
let words = ["banana", "Apple", "cherry", "apple", "Banana"]
print(words.sorted())
print(words.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) })

// Sort by length, then alphabetically
print(words.sorted { ($0.count, $0) < ($1.count, $1) })

// min() / max() on empty collections return nil
let empty: [Int] = []
print(empty.min() as Any, [4, 2, 9].max()!, Swift.min(3, 8), Swift.max("a", "b"))

// expect: ["Abena", "Akosua", "Kofi", "Kweku", "Peter"]
// expect: ["Peter", "Kweku", "Kofi", "Akosua", "Abena"]
// expect: (key: "Coral", value: 16)
// expect: Heliotrope
// expect: 119 Abe JP
// expect: 119 Berg NO
// expect: 125 Dahl NO
// expect: 125 Ito JP
// expect: 131 Cole US
// expect: ["Abe", "Ito", "Berg", "Dahl", "Cole"]
// expect: fastest: Berg slowest: Cole
// expect: ["Apple", "Banana", "apple", "banana", "cherry"]
// expect: ["Apple", "apple", "Banana", "banana", "cherry"]
// expect: ["Apple", "apple", "Banana", "banana", "cherry"]
// expect: nil 9 3 b
