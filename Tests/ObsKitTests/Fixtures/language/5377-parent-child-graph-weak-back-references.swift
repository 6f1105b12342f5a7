// swift/test/Interpreter style (weak/unowned): parent-child graph with weak back references, unowned owner, and deinit ordering
class Department {
    let name: String
    var employees: [Employee] = []
    weak var manager: Employee?
    init(name: String) { self.name = name }
    deinit { print("Department \(name) closed") }
}

class Employee {
    let name: String
    unowned let department: Department
    var badge: Badge?
    init(name: String, department: Department) {
        self.name = name
        self.department = department
    }
    deinit { print("Employee \(name) left") }
}

class Badge {
    unowned let holder: Employee
    let number: Int
    init(holder: Employee, number: Int) {
        self.holder = holder
        self.number = number
    }
    deinit { print("Badge \(number) shredded") }
}

func run() {
    let dept = Department(name: "R&D")
    for (i, n) in ["Ada", "Grace", "Linus"].enumerated() {
        let e = Employee(name: n, department: dept)
        e.badge = Badge(holder: e, number: 100 + i)
        dept.employees.append(e)
    }
    dept.manager = dept.employees[1]
    print("manager:", dept.manager?.name ?? "none")
    print("badge of manager belongs to", dept.manager?.badge?.holder.name ?? "?")
    print("dept of Linus:", dept.employees[2].department.name)
    let fired = dept.employees.remove(at: 1)
    print("removed \(fired.name); manager still", dept.manager?.name ?? "none")
    _ = fired
}
run()
print("after run")

weak var ghost: Employee?
do {
    let d = Department(name: "Ops")
    let e = Employee(name: "Temp", department: d)
    ghost = e
    print("ghost is", ghost?.name ?? "nil")
}
print("ghost is", ghost?.name ?? "nil")

// expect: manager: Grace
// expect: badge of manager belongs to Grace
// expect: dept of Linus: R&D
// expect: removed Grace; manager still Grace
// expect: Employee Grace left
// expect: Badge 101 shredded
// expect: Department R&D closed
// expect: Employee Ada left
// expect: Badge 100 shredded
// expect: Employee Linus left
// expect: Badge 102 shredded
// expect: after run
// expect: ghost is Temp
// expect: Employee Temp left
// expect: Department Ops closed
// expect: ghost is nil
