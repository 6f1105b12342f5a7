// Swift Evolution style (SE-0249): key path expressions used as functions
struct Employee {
    let name: String
    let team: String
    let salary: Int
    let manager: Bool
    var initials: String { String(name.prefix(1)) }
}

let staff = [
    Employee(name: "Ava", team: "core", salary: 120, manager: true),
    Employee(name: "Ben", team: "web", salary: 90, manager: false),
    Employee(name: "Cai", team: "core", salary: 100, manager: false),
    Employee(name: "Dee", team: "web", salary: 110, manager: true),
]

print(staff.map(\.name))
print(staff.map(\.initials).joined())
print(staff.filter(\.manager).map(\.name))
print(staff.map(\.salary).reduce(0, +))
print(staff.contains(where: \.manager), staff.allSatisfy(\.manager))
print(staff.sorted { $0.salary < $1.salary }.map(\.name))

let nested = [[1, 2], [3], [], [4, 5, 6]]
print(nested.map(\.count))
print(nested.filter(\.isEmpty).count)
print(nested.compactMap(\.first))
print(nested.map(\.last?.description))

let getSalary: (Employee) -> Int = \.salary
print(getSalary(staff[1]))
let getTeamCount: (Employee) -> Int = \.team.count
print(staff.map(getTeamCount))

let words = ["apple", "Kiwi", "banana"]
print(words.map(\.count), words.map(\.self))
print(words.map(\.first))

struct Box<T> { var value: T }
let boxes = [Box(value: 3), Box(value: 1)]
print(boxes.map(\.value))

func extract<Root, Value>(_ f: (Root) -> Value, from roots: [Root]) -> [Value] { roots.map(f) }
print(extract(\.team, from: staff))

// expect: ["Ava", "Ben", "Cai", "Dee"]
// expect: ABCD
// expect: ["Ava", "Dee"]
// expect: 420
// expect: true false
// expect: ["Ben", "Cai", "Dee", "Ava"]
// expect: [2, 1, 0, 3]
// expect: 1
// expect: [1, 3, 4]
// expect: [Optional("2"), Optional("3"), nil, Optional("6")]
// expect: 90
// expect: [4, 3, 4, 3]
// expect: [5, 4, 6] ["apple", "Kiwi", "banana"]
// expect: [Optional("a"), Optional("K"), Optional("b")]
// expect: [3, 1]
// expect: ["core", "web", "core", "web"]
