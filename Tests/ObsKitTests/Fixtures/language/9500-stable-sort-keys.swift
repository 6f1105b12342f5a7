// Sorting: stability of sort(by:), multi-key comparators, sorting by key paths, descending ties and min/max ties (expected output from swiftc 6.3.1 on Linux)
struct Runner { let name: String; let club: String; let time: Int; let bib: Int }
let field = [
    Runner(name: "Ola", club: "Blue", time: 300, bib: 4),
    Runner(name: "Kim", club: "Red", time: 290, bib: 9),
    Runner(name: "Ada", club: "Blue", time: 300, bib: 2),
    Runner(name: "Bea", club: "Red", time: 310, bib: 1),
    Runner(name: "Cal", club: "Green", time: 290, bib: 7),
    Runner(name: "Dee", club: "Blue", time: 305, bib: 5),
]
print(field.sorted { $0.time < $1.time }.map(\.name))
print(field.sorted { $0.time > $1.time }.map(\.name))
print(field.sorted { ($0.club, $0.time, $0.name) < ($1.club, $1.time, $1.name) }.map { "\($0.club)-\($0.name)" })

extension Sequence {
    func sorted<K: Comparable>(on key: KeyPath<Element, K>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: key] > $1[keyPath: key] : $0[keyPath: key] < $1[keyPath: key] }
    }
}
print(field.sorted(on: \.bib).map(\.bib))
print(field.sorted(on: \.club, descending: true).map(\.name))
print(field.sorted(on: \.name.count).map(\.name) == field.map(\.name))

print(field.min { $0.time < $1.time }!.name, field.max { $0.time < $1.time }!.name)
print(field.max { $0.time > $1.time }!.name, field.min { $0.time > $1.time }!.name)

var byClub = field
byClub.sort { $0.club < $1.club }
byClub.sort { $0.time < $1.time }
print(byClub.map { "\($0.time)\($0.club.prefix(1))\($0.name.prefix(1))" })

let words = ["banana", "Apple", "cherry", "apple", "Banana", "date"]
print(words.sorted())
print(words.sorted { $0.lowercased() < $1.lowercased() })
print(words.sorted { ($0.count, $0) < ($1.count, $1) })

let pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "y")]
print(pairs.sorted { $0.0 < $1.0 }.map(\.1))
print(pairs.sorted { $0 < $1 }.map { "\($0.0)\($0.1)" })

enum Priority: Int, Comparable {
    case low = 1, high = 3, medium = 2
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
let tasks: [(String, Priority)] = [("mail", .low), ("fix", .high), ("call", .medium), ("ship", .high), ("nap", .low)]
print(tasks.sorted { $0.1 > $1.1 }.map(\.0))
let mixedDoubles = [2.5, -0.0, 0.0, -1.5, 1e10, -1e-3]
print(mixedDoubles.sorted(), mixedDoubles.sorted(by: >))
var big = Array((0..<40).map { ($0 * 7) % 10 })
big.sort()
print(big.prefix(12), big.last!, Set(big).count)

// expect: ["Kim", "Cal", "Ola", "Ada", "Dee", "Bea"]
// expect: ["Bea", "Dee", "Ola", "Ada", "Kim", "Cal"]
// expect: ["Blue-Ada", "Blue-Ola", "Blue-Dee", "Green-Cal", "Red-Kim", "Red-Bea"]
// expect: [1, 2, 4, 5, 7, 9]
// expect: ["Kim", "Bea", "Cal", "Ola", "Ada", "Dee"]
// expect: true
// expect: Kim Bea
// expect: Kim Bea
// expect: ["290GC", "290RK", "300BO", "300BA", "305BD", "310RB"]
// expect: ["Apple", "Banana", "apple", "banana", "cherry", "date"]
// expect: ["Apple", "apple", "banana", "Banana", "cherry", "date"]
// expect: ["date", "Apple", "apple", "Banana", "banana", "cherry"]
// expect: ["z", "y", "b", "a"]
// expect: ["1y", "1z", "2a", "2b"]
// expect: ["fix", "ship", "call", "mail", "nap"]
// expect: [-1.5, -0.001, -0.0, 0.0, 2.5, 10000000000.0] [10000000000.0, 2.5, -0.0, 0.0, -0.001, -1.5]
// expect: [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2] 9 10
