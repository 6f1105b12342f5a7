// Swift book style: Collection Types tutorial: map/filter/reduce, grouping, zip, lazy, partition, dictionary transforms
struct Student { let name: String; let house: String; let score: Int }
let students = [
    Student(name: "Hana", house: "Oak", score: 88),
    Student(name: "Ivo", house: "Pine", score: 72),
    Student(name: "Jun", house: "Oak", score: 95),
    Student(name: "Kai", house: "Elm", score: 60),
    Student(name: "Lea", house: "Pine", score: 88),
    Student(name: "Max", house: "Elm", score: 79),
]
let byHouse = Dictionary(grouping: students, by: \.house)
for house in byHouse.keys.sorted() {
    let members = byHouse[house]!
    print(house, members.map(\.name), members.map(\.score).reduce(0, +) / members.count)
}
let top = students.sorted { ($0.score, $1.name) > ($1.score, $0.name) }.prefix(3).map(\.name)
print(top)
let scoreIndex = Dictionary(students.map { ($0.score, $0.name) }, uniquingKeysWith: { first, second in first + "&" + second })
print(scoreIndex.sorted { $0.key > $1.key }.map { "\($0.key):\($0.value)" })
let passed = students.filter { $0.score >= 75 }.map(\.name)
print(passed, students.allSatisfy { $0.score > 50 }, students.contains { $0.score == 100 })
print(students.first { $0.house == "Elm" }?.name ?? "-", students.last(where: { $0.score == 88 })?.name ?? "-")
print(students.min { $0.score < $1.score }!.name, students.max(by: { $0.score < $1.score })!.name)

let raw = ["3", "x", "14", "", "-2", "7.5"]
print(raw.compactMap(Int.init), raw.map { Int($0) ?? 0 }.reduce(0, +))
let nested = [[1, 2], [3], [], [4, 5, 6]]
print(nested.flatMap { $0 }, nested.map(\.count), nested.joined().map { $0 * $0 }.filter { $0 % 2 == 0 })
let letters = ["a", "b", "c", "d"]
print(zip(letters, 1...).map { "\($0)\($1)" }, Array(zip(letters, letters.dropFirst())).map { $0 + $1 })

var numbers = [5, 12, 7, 20, 3, 18, 9]
let pivot = numbers.partition { $0 >= 10 }
print(numbers[..<pivot].sorted(), numbers[pivot...].sorted(), pivot)
var evaluated: [Int] = []
let lazyFirst = (1...1_000).lazy.map { n -> Int in evaluated.append(n); return n * n }.first { $0 > 50 }
print(lazyFirst ?? -1, evaluated)

let inventory = ["apples": 3, "pears": 0, "plums": 12]
print(inventory.filter { $0.value > 0 }.keys.sorted(), inventory.mapValues { $0 * 2 }.sorted { $0.key < $1.key }.map(\.value))
print(["a": "1", "b": "x", "c": "3"].compactMapValues(Int.init).sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
var merged = inventory
merged.merge(["pears": 5, "kiwis": 2]) { old, new in old + new }
print(merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(stride(from: 0, to: letters.count, by: 2).map { letters[$0..<min($0 + 2, letters.count)].joined() })
print(numbers.enumerated().filter { $0.offset % 3 == 0 }.map(\.element), Array(numbers.reversed().drop { $0 > 10 }))

// expect: Elm ["Kai", "Max"] 69
// expect: Oak ["Hana", "Jun"] 91
// expect: Pine ["Ivo", "Lea"] 80
// expect: ["Jun", "Hana", "Lea"]
// expect: ["95:Jun", "88:Hana&Lea", "79:Max", "72:Ivo", "60:Kai"]
// expect: ["Hana", "Jun", "Lea", "Max"] true false
// expect: Kai Lea
// expect: Kai Jun
// expect: [3, 14, -2] 15
// expect: [1, 2, 3, 4, 5, 6] [2, 1, 0, 3] [4, 16, 36]
// expect: ["a1", "b2", "c3", "d4"] ["ab", "bc", "cd"]
// expect: [3, 5, 7, 9] [12, 18, 20] 4
// expect: 64 [1, 2, 3, 4, 5, 6, 7, 8]
// expect: ["apples", "plums"] [6, 0, 24]
// expect: ["a1", "c3"]
// expect: ["apples=3", "kiwis=2", "pears=5", "plums=12"]
// expect: ["ab", "cd"]
// expect: [5, 3, 12] [3, 7, 9, 5]
