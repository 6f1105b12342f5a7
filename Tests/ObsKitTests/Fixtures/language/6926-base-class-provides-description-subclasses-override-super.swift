// Swift book style (CustomStringConvertible): a base class provides description, subclasses override it with super, and print uses it
class Employee: CustomStringConvertible {
    let name: String
    var salary: Int
    init(name: String, salary: Int) {
        self.name = name
        self.salary = salary
    }
    var title: String { "Employee" }
    var description: String { "\(title) \(name) (\(salary))" }
}

class Manager: Employee {
    var reports: [Employee] = []
    override var title: String { "Manager" }
    override var description: String {
        super.description + " managing \(reports.count)"
    }
}

class Director: Manager {
    override var title: String { "Director" }
    override var description: String {
        let names = reports.map(\.name).sorted().joined(separator: ", ")
        return super.description + " [\(names)]"
    }
}

let ana = Employee(name: "Ana", salary: 50)
let ben = Employee(name: "Ben", salary: 55)
let cara = Manager(name: "Cara", salary: 80)
cara.reports = [ana, ben]
let dev = Director(name: "Dev", salary: 120)
dev.reports = [cara, ben]

print(ana)
print(cara)
print(dev)
let staff: [Employee] = [dev, ana, cara, ben]
print(staff)
print("\(staff.sorted { $0.salary < $1.salary }.first!)")
let optionalBoss: Employee? = dev
print(optionalBoss as Any)
print(String(describing: cara))
print([ "lead": cara ].map { "\($0.key) -> \($0.value)" })

// expect: Employee Ana (50)
// expect: Manager Cara (80) managing 2
// expect: Director Dev (120) managing 2 [Ben, Cara]
// expect: [Director Dev (120) managing 2 [Ben, Cara], Employee Ana (50), Manager Cara (80) managing 2, Employee Ben (55)]
// expect: Employee Ana (50)
// expect: Optional(Director Dev (120) managing 2 [Ben, Cara])
// expect: Manager Cara (80) managing 2
// expect: ["lead -> Manager Cara (80) managing 2"]
