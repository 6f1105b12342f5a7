// Book style (Type Casting): class hierarchy downcasts, type(of:), metatypes and switch on class
class Employee: CustomStringConvertible {
    let name: String
    var salary: Int
    init(name: String, salary: Int) { self.name = name; self.salary = salary }
    var description: String { "\(type(of: self))(\(name), \(salary))" }
    class var title: String { "Employee" }
}

class Engineer: Employee {
    var languages: [String]
    init(name: String, salary: Int, languages: [String]) {
        self.languages = languages
        super.init(name: name, salary: salary)
    }
    override class var title: String { "Engineer" }
}

class Manager: Employee {
    var reports: [Employee] = []
    override class var title: String { "Manager" }
}

final class Director: Manager {
    override class var title: String { "Director" }
}

let eng1 = Engineer(name: "Ivy", salary: 120, languages: ["Swift", "Rust"])
let eng2 = Engineer(name: "Joe", salary: 110, languages: ["Go"])
let mgr = Manager(name: "Kai", salary: 150)
mgr.reports = [eng1, eng2]
let dir = Director(name: "Lin", salary: 200)
dir.reports = [mgr]
let staff: [Employee] = [eng1, eng2, mgr, dir, Employee(name: "Max", salary: 80)]

print(staff)
for e in staff {
    switch e {
    case let d as Director:
        print("director \(d.name) with \(d.reports.count) direct report(s)")
    case let m as Manager:
        print("manager \(m.name) leads \(m.reports.map(\.name))")
    case let en as Engineer where en.languages.count > 1:
        print("polyglot \(en.name): \(en.languages)")
    case is Engineer:
        print("engineer \(e.name)")
    default:
        print("staff \(e.name)")
    }
}
print(staff.map { type(of: $0).title })
print(staff.filter { $0 is Manager }.map(\.name))
let managers = staff.compactMap { $0 as? Manager }
print(managers.count, managers.map { $0.reports.count })
let t: Employee.Type = type(of: staff[3])
print(t.title, t == Director.self, t is Manager.Type)
print(String(describing: type(of: eng1)), Engineer.self)
for e in staff where e is Engineer {
    (e as! Engineer).salary += 5
}
print(staff.map(\.salary))
let upcast: Employee = eng1 as Employee
print(upcast, (upcast as? Engineer)?.languages as Any)
print(mgr.reports[0] === eng1)

// expect: [Engineer(Ivy, 120), Engineer(Joe, 110), Manager(Kai, 150), Director(Lin, 200), Employee(Max, 80)]
// expect: polyglot Ivy: ["Swift", "Rust"]
// expect: engineer Joe
// expect: manager Kai leads ["Ivy", "Joe"]
// expect: director Lin with 1 direct report(s)
// expect: staff Max
// expect: ["Engineer", "Engineer", "Manager", "Director", "Employee"]
// expect: ["Kai", "Lin"]
// expect: 2 [2, 1]
// expect: Director true true
// expect: Engineer Engineer
// expect: [125, 115, 150, 200, 80]
// expect: Engineer(Ivy, 125) Optional(["Swift", "Rust"])
// expect: true
