// App code style: employee directory with class inheritance, overridden descriptions and type casting
class Employee: CustomStringConvertible {
    let name: String
    let salary: Int
    init(name: String, salary: Int) { self.name = name; self.salary = salary }
    var title: String { "Employee" }
    var description: String { "\(title) \(name)" }
    func annualBonus() -> Int { salary / 20 }
}

final class Manager: Employee {
    var reports: [Employee] = []
    override var title: String { "Manager" }
    override func annualBonus() -> Int { super.annualBonus() + reports.count * 1000 }
}

final class Engineer: Employee {
    let level: Int
    init(name: String, salary: Int, level: Int) {
        self.level = level
        super.init(name: name, salary: salary)
    }
    override var title: String { "Engineer L\(level)" }
}

let ana = Engineer(name: "Ana", salary: 120_000, level: 3)
let raj = Engineer(name: "Raj", salary: 95_000, level: 2)
let kim = Employee(name: "Kim", salary: 60_000)
let boss = Manager(name: "Lou", salary: 150_000)
boss.reports = [ana, raj, kim]

let staff: [Employee] = [boss, ana, raj, kim]
for person in staff {
    print("\(person): bonus \(person.annualBonus())")
}

let engineers = staff.compactMap { $0 as? Engineer }
print("Engineers: \(engineers.map(\.name)), avg level \(engineers.map(\.level).reduce(0, +) / engineers.count)")
for person in staff {
    switch person {
    case let m as Manager where m.reports.count > 2:
        print("\(m.name) manages a big team of \(m.reports.count)")
    case let e as Engineer:
        print("\(e.name) is level \(e.level)")
    default:
        print("\(person.name) is \(person is Manager ? "a manager" : "staff")")
    }
}
let payroll = staff.reduce(0) { $0 + $1.salary }
print("Payroll: \(payroll)")
print("Highest paid: \(staff.max { $0.salary < $1.salary }!.name)")
// expect: Manager Lou: bonus 10500
// expect: Engineer L3 Ana: bonus 6000
// expect: Engineer L2 Raj: bonus 4750
// expect: Employee Kim: bonus 3000
// expect: Engineers: ["Ana", "Raj"], avg level 2
// expect: Lou manages a big team of 3
// expect: Ana is level 3
// expect: Raj is level 2
// expect: Kim is staff
// expect: Payroll: 425000
// expect: Highest paid: Lou
