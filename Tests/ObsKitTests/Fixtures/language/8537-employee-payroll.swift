// Course style (protocols and inheritance): payroll with salaried and hourly staff, overtime
import Foundation

protocol Payable {
    var name: String { get }
    func weeklyPay() -> Double
}

class Employee: Payable {
    let name: String
    let department: String
    init(name: String, department: String) {
        self.name = name
        self.department = department
    }
    func weeklyPay() -> Double { 0 }
    func role() -> String { "Employee" }
}

class Salaried: Employee {
    let annualSalary: Double
    init(name: String, department: String, annualSalary: Double) {
        self.annualSalary = annualSalary
        super.init(name: name, department: department)
    }
    override func weeklyPay() -> Double { annualSalary / 52 }
    override func role() -> String { "Salaried" }
}

class Hourly: Employee {
    let rate: Double
    var hours: Double
    init(name: String, department: String, rate: Double, hours: Double) {
        self.rate = rate
        self.hours = hours
        super.init(name: name, department: department)
    }
    override func weeklyPay() -> Double {
        let regular = min(hours, 40) * rate
        let overtime = max(hours - 40, 0) * rate * 1.5
        return regular + overtime
    }
    override func role() -> String { hours > 40 ? "Hourly (overtime)" : "Hourly" }
}

struct Contractor: Payable {
    let name: String
    let invoice: Double
    func weeklyPay() -> Double { invoice }
}

let staff: [Employee] = [
    Salaried(name: "Greta", department: "Design", annualSalary: 78_000),
    Hourly(name: "Hugo", department: "Support", rate: 22.5, hours: 44),
    Hourly(name: "Ines", department: "Support", rate: 19.0, hours: 32.5),
    Salaried(name: "Jonas", department: "Engineering", annualSalary: 104_000),
]

for e in staff {
    print("\(e.name) [\(e.department)] \(e.role()): \(String(format: "%.2f", e.weeklyPay()))")
}

var everyone: [Payable] = staff
everyone.append(Contractor(name: "Kemal", invoice: 1_250))
let payrollTotal = everyone.reduce(0.0) { $0 + $1.weeklyPay() }
print("Weekly payroll (\(everyone.count) people): \(String(format: "%.2f", payrollTotal))")

let byDepartment = Dictionary(grouping: staff, by: { $0.department })
for dept in byDepartment.keys.sorted() {
    let sum = byDepartment[dept]!.map { $0.weeklyPay() }.reduce(0, +)
    print("  \(dept): \(String(format: "%.2f", sum))")
}

if let hugo = staff[1] as? Hourly {
    hugo.hours = 38
    print("Hugo after schedule change: \(hugo.role()), \(String(format: "%.2f", hugo.weeklyPay()))")
}
let topEarner = everyone.max { $0.weeklyPay() < $1.weeklyPay() }!
print("Top weekly earner: \(topEarner.name)")

// expect: Greta [Design] Salaried: 1500.00
// expect: Hugo [Support] Hourly (overtime): 1035.00
// expect: Ines [Support] Hourly: 617.50
// expect: Jonas [Engineering] Salaried: 2000.00
// expect: Weekly payroll (5 people): 6402.50
// expect:   Design: 1500.00
// expect:   Engineering: 2000.00
// expect:   Support: 1652.50
// expect: Hugo after schedule change: Hourly, 855.00
// expect: Top weekly earner: Jonas
