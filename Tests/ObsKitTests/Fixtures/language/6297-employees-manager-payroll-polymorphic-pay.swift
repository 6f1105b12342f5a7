// Develop in Swift style (class hierarchy with required init and deinit): employees, a manager and a payroll with polymorphic pay
import Foundation

class Employee: CustomStringConvertible {
    let name: String
    let id: Int
    private static var nextID = 100

    required init(name: String) {
        self.name = name
        Employee.nextID += 1
        id = Employee.nextID
    }

    func monthlyPay() -> Double { 0 }
    var role: String { "Employee" }
    var description: String { "\(role) #\(id) \(name): " + String(format: "%.2f", monthlyPay()) }
    deinit { print("\(name) left the company") }
}

class SalariedEmployee: Employee {
    var annualSalary: Double = 48_000
    override func monthlyPay() -> Double { annualSalary / 12 }
    override var role: String { "Salaried" }
}

class HourlyEmployee: Employee {
    var hourlyRate = 18.5
    var hoursWorked = 0.0
    override func monthlyPay() -> Double {
        let overtime = max(0, hoursWorked - 160)
        return (hoursWorked - overtime) * hourlyRate + overtime * hourlyRate * 1.5
    }
    override var role: String { "Hourly" }
}

final class Manager: SalariedEmployee {
    var reports: [Employee] = []
    override func monthlyPay() -> Double { super.monthlyPay() + Double(reports.count) * 250 }
    override var role: String { "Manager" }
}

func hire<T: Employee>(_ type: T.Type, named name: String) -> T {
    type.init(name: name)
}

let boss = hire(Manager.self, named: "Grace")
boss.annualSalary = 90_000
let dev = hire(SalariedEmployee.self, named: "Alan")
var temp: HourlyEmployee? = hire(HourlyEmployee.self, named: "Linus")
temp?.hoursWorked = 172
boss.reports = [dev, temp!]

var staff: [Employee] = [boss, dev, temp!]
for e in staff { print(e) }
let payroll = staff.reduce(0) { $0 + $1.monthlyPay() }
print(String(format: "Payroll: %.2f", payroll))
print(staff.map { type(of: $0) == Manager.self })

boss.reports.removeLast()
staff.removeLast()
print("Linus still referenced: \(temp != nil)")
temp = nil
print(boss)
print("Staff: \(staff.map(\.name))")

// expect: Manager #101 Grace: 8000.00
// expect: Salaried #102 Alan: 4000.00
// expect: Hourly #103 Linus: 3293.00
// expect: Payroll: 15293.00
// expect: [true, false, false]
// expect: Linus still referenced: true
// expect: Linus left the company
// expect: Manager #101 Grace: 7750.00
// expect: Staff: ["Grace", "Alan"]
