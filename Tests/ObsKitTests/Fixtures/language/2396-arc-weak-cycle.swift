// Compiler test style: reference cycles broken with weak back-references
final class Department {
    let title: String
    var staff: [Employee] = []
    init(title: String) { self.title = title }
    deinit { print("department \(title) dissolved") }
}

final class Employee {
    let name: String
    weak var department: Department?
    init(name: String) { self.name = name }
    deinit { print("employee \(name) left") }
}

func build() -> Employee {
    let dept = Department(title: "Research")
    let ann = Employee(name: "Ann")
    let ben = Employee(name: "Ben")
    dept.staff = [ann, ben]
    ann.department = dept
    ben.department = dept
    print("\(ann.name) works in \(ann.department?.title ?? "nothing")")
    return ben
}

let survivor = build()
print("build returned")
if let d = survivor.department {
    print("still in \(d.title)")
} else {
    print("\(survivor.name) has no department")
}

weak var weakRef: Employee?
do {
    let temp = Employee(name: "Temp")
    weakRef = temp
    print("weak ref set: \(weakRef?.name ?? "nil")")
}
print("after scope weak ref: \(weakRef?.name ?? "nil")")
// expect: Ann works in Research
// expect: department Research dissolved
// expect: employee Ann left
// expect: build returned
// expect: Ben has no department
// expect: weak ref set: Temp
// expect: employee Temp left
// expect: after scope weak ref: nil
