// Kodeco Swift Apprentice style (collections): arrays, dictionaries and sets — grouping, merging, set algebra and sorting by multiple keys
struct Student {
    let name: String
    let house: String
    let score: Int
}

let students = [
    Student(name: "Iris", house: "Oak", score: 88),
    Student(name: "Bo", house: "Pine", score: 92),
    Student(name: "Cal", house: "Oak", score: 75),
    Student(name: "Dee", house: "Elm", score: 92),
    Student(name: "Eli", house: "Pine", score: 60),
]

let byHouse = Dictionary(grouping: students, by: \.house)
for house in byHouse.keys.sorted() {
    let members = byHouse[house]!.map(\.name).sorted()
    let avg = Double(byHouse[house]!.map(\.score).reduce(0, +)) / Double(members.count)
    print(house, members, avg)
}

let ranked = students.sorted { ($0.score, $1.name) > ($1.score, $0.name) }
print(ranked.map { "\($0.name):\($0.score)" })

var stock = ["apples": 3, "pears": 0]
let delivery = ["pears": 5, "plums": 7]
stock.merge(delivery) { old, new in old + new }
print(stock.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let lowStock = stock.filter { $0.value < 5 }.keys.sorted()
print("low:", lowStock)
print(stock.mapValues { $0 * 2 }["plums"] ?? 0)

let clubA: Set = ["Iris", "Bo", "Cal"]
let clubB: Set = ["Bo", "Dee", "Cal", "Fay"]
print("both:", clubA.intersection(clubB).sorted())
print("either:", clubA.union(clubB).sorted())
print("only A:", clubA.subtracting(clubB).sorted())
print("one of:", clubA.symmetricDifference(clubB).sorted())
print(clubA.isSubset(of: clubB), clubA.isDisjoint(with: ["Zed"]))

var grid = Array(repeating: Array(repeating: 0, count: 4), count: 3)
for r in 0..<3 { for c in 0..<4 { grid[r][c] = r * c } }
print(grid, grid.flatMap { $0 }.max()!)
print(Array(students.map(\.score).enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)))

// expect: Elm ["Dee"] 92.0
// expect: Oak ["Cal", "Iris"] 81.5
// expect: Pine ["Bo", "Eli"] 76.0
// expect: ["Bo:92", "Dee:92", "Iris:88", "Cal:75", "Eli:60"]
// expect: ["apples=3", "pears=5", "plums=7"]
// expect: low: ["apples"]
// expect: 14
// expect: both: ["Bo", "Cal"]
// expect: either: ["Bo", "Cal", "Dee", "Fay", "Iris"]
// expect: only A: ["Iris"]
// expect: one of: ["Dee", "Fay", "Iris"]
// expect: false true
// expect: [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 4, 6]] 6
// expect: [88, 75, 60]
