// Kodeco Swift Apprentice style (protocols): protocol inheritance, Equatable/Comparable conformances, and protocol composition in parameters
protocol Named {
    var name: String { get }
}

protocol Aged {
    var age: Int { get }
}

protocol Employee: Named {
    var salary: Int { get set }
    mutating func raise(by percent: Int)
}

extension Employee {
    mutating func raise(by percent: Int) { salary += salary * percent / 100 }
}

struct Engineer: Employee, Aged, Comparable {
    let name: String
    let age: Int
    var salary: Int
    static func < (a: Engineer, b: Engineer) -> Bool { a.salary < b.salary }
}

struct Intern: Employee, Aged {
    let name: String
    let age: Int
    var salary: Int
    mutating func raise(by percent: Int) { salary += 100 }
}

func greet(_ who: Named & Aged) -> String {
    "\(who.name) (\(who.age))"
}

func payroll(_ staff: [Employee]) -> Int { staff.map(\.salary).reduce(0, +) }

var team: [Engineer] = [
    Engineer(name: "Uma", age: 31, salary: 5000),
    Engineer(name: "Vik", age: 45, salary: 6200),
    Engineer(name: "Wen", age: 28, salary: 4800),
]
var intern = Intern(name: "Xia", age: 20, salary: 1500)

for i in team.indices { team[i].raise(by: 10) }
intern.raise(by: 10)
print(team.map(\.salary), intern.salary)
print(team.sorted().map(\.name), team.max()!.name)
print(team[0] == Engineer(name: "Uma", age: 31, salary: 5500))
let everyone: [Named & Aged] = team + [intern]
print(everyone.map(greet))
print("payroll:", payroll(team) + payroll([intern]))
let seniors = everyone.filter { $0.age > 30 }.map(\.name)
print(seniors)
if let e = everyone.last as? Employee { print("last is employee earning", e.salary) }

// expect: [5500, 6820, 5280] 1600
// expect: ["Wen", "Uma", "Vik"] Vik
// expect: true
// expect: ["Uma (31)", "Vik (45)", "Wen (28)", "Xia (20)"]
// expect: payroll: 19200
// expect: ["Uma", "Vik"]
// expect: last is employee earning 1600
