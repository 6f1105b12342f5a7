// Swift Evolution style (SE-0249): key path expressions used as functions in map, filter, sorted and compactMap
struct Employee { let name: String; let dept: String; let salary: Int; let manager: String? ; var isSenior: Bool { salary > 5000 } }

let staff = [
    Employee(name: "Ira", dept: "eng", salary: 7000, manager: nil),
    Employee(name: "Jo", dept: "ops", salary: 4000, manager: "Ira"),
    Employee(name: "Kai", dept: "eng", salary: 5500, manager: "Ira"),
    Employee(name: "Lu", dept: "ops", salary: 3000, manager: "Jo"),
]

print(staff.map(\.name))
print(staff.filter(\.isSenior).map(\.name))
print(staff.compactMap(\.manager))
print(staff.map(\.name.count))
print(staff.map(\.salary).reduce(0, +))
print(staff.contains(where: \.isSenior), staff.allSatisfy(\.isSenior))

let getDept: (Employee) -> String = \.dept
print(staff.map(getDept))
print(staff.sorted { $0[keyPath: \.salary] < $1[keyPath: \.salary] }.map(\.name))
print(staff.first(where: \.manager.isNil)?.name ?? "none")

extension Optional { var isNil: Bool { self == nil } }

// expect: ["Ira", "Jo", "Kai", "Lu"]
// expect: ["Ira", "Kai"]
// expect: ["Ira", "Ira", "Jo"]
// expect: [3, 2, 3, 2]
// expect: 19500
// expect: true false
// expect: ["eng", "ops", "eng", "ops"]
// expect: ["Lu", "Jo", "Kai", "Ira"]
// expect: Ira
