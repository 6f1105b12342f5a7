// optional chaining through model classes, nil-coalescing, if let / guard let, optional map (expected output from swiftc 6.3.1 on Linux)
class Company {
    let name: String
    var ceo: Employee?
    init(name: String) { self.name = name }
}

class Employee {
    let name: String
    var manager: Employee?
    var office: Office?
    var phoneNumbers: [String: String] = [:]
    init(name: String) { self.name = name }
}

struct Office {
    var building: String
    var floor: Int?
    func label() -> String { "\(building)" + (floor.map { "-F\($0)" } ?? "") }
}

let acme = Company(name: "Acme")
let startup = Company(name: "Tiny Co")

let ruth = Employee(name: "Ruth")
ruth.office = Office(building: "North Tower", floor: 12)
ruth.phoneNumbers["work"] = "555-0100"
let sam = Employee(name: "Sam")
sam.manager = ruth
sam.office = Office(building: "Annex", floor: nil)
acme.ceo = ruth

print(acme.ceo?.name ?? "vacant")
print(startup.ceo?.name ?? "vacant")
print(acme.ceo?.office?.floor as Any)
print(startup.ceo?.office?.floor as Any)
print(sam.manager?.office?.label() ?? "no office")
print(sam.office?.label() ?? "no office")
print(sam.manager?.manager?.name ?? "top of chain")
print(acme.ceo?.phoneNumbers["work"] ?? "none", acme.ceo?.phoneNumbers["home"] ?? "none")

acme.ceo?.office?.floor = 14
startup.ceo?.office?.floor = 3
print(ruth.office!.floor!)
let result: Void? = startup.ceo?.phoneNumbers.removeAll()
print(result == nil ? "nothing to clear" : "cleared")

func describeFloor(of employee: Employee?) -> String {
    guard let employee else { return "nobody" }
    guard let floor = employee.office?.floor else { return "\(employee.name) has no floor" }
    return "\(employee.name) is on floor \(floor)"
}
print(describeFloor(of: sam))
print(describeFloor(of: ruth))
print(describeFloor(of: startup.ceo))

let floors = [ruth, sam].compactMap { $0.office?.floor }
print(floors)
if let name = sam.manager?.name, let count = sam.manager?.phoneNumbers.count, count > 0 {
    print("\(name) has \(count) number(s)")
}
let upper = acme.ceo.map { $0.name.uppercased() }
print(upper ?? "-", (acme.ceo?.name.count).map { $0 * 2 } ?? 0)
// expect: Ruth
// expect: vacant
// expect: Optional(12)
// expect: nil
// expect: North Tower-F12
// expect: Annex
// expect: top of chain
// expect: 555-0100 none
// expect: 14
// expect: nothing to clear
// expect: Sam has no floor
// expect: Ruth is on floor 14
// expect: nobody
// expect: [14]
// expect: Ruth has 1 number(s)
// expect: RUTH 8
