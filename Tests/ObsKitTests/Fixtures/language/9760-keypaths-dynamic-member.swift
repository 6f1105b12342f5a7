// SwiftLee / Sundell style key paths: KeyPath as functions, generic sort by key path, WritableKeyPath setters, @dynamicMemberLookup wrapper forwarding to a wrapped struct, key path composition via appending
struct Address {
    var city: String
    var zip: String
}

struct Employee {
    var name: String
    var age: Int
    var salary: Int
    var address: Address
}

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: keyPath] > $1[keyPath: keyPath] : $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }
    func sum<T: AdditiveArithmetic>(of keyPath: KeyPath<Element, T>) -> T {
        reduce(.zero) { $0 + $1[keyPath: keyPath] }
    }
}

@dynamicMemberLookup
struct Audited<Wrapped> {
    private(set) var value: Wrapped
    private(set) var changes: [String] = []
    init(_ value: Wrapped) { self.value = value }

    subscript<T>(dynamicMember keyPath: KeyPath<Wrapped, T>) -> T {
        value[keyPath: keyPath]
    }
    subscript<T>(dynamicMember keyPath: WritableKeyPath<Wrapped, T>) -> T {
        get { value[keyPath: keyPath] }
        set {
            changes.append("\(value[keyPath: keyPath]) -> \(newValue)")
            value[keyPath: keyPath] = newValue
        }
    }
}

var staff = [
    Employee(name: "Rui", age: 41, salary: 98_000, address: Address(city: "Lisbon", zip: "1100")),
    Employee(name: "Mei", age: 29, salary: 105_000, address: Address(city: "Taipei", zip: "100")),
    Employee(name: "Olu", age: 35, salary: 87_500, address: Address(city: "Lagos", zip: "100001")),
]

print(staff.map(\.name))
print(staff.sorted(by: \.age).map(\.name))
print(staff.sorted(by: \.salary, descending: true).map { "\($0.name):\($0.salary)" })
print(staff.sorted(by: \.address.city).map(\.address.city))
print("payroll: \(staff.sum(of: \.salary)), total age: \(staff.sum(of: \.age))")

let cityPath: KeyPath<Employee, String> = (\Employee.address).appending(path: \Address.city)
print("composed path: \(staff[0][keyPath: cityPath])")

let raise: WritableKeyPath<Employee, Int> = \.salary
for i in staff.indices { staff[i][keyPath: raise] += staff[i].salary / 20 }
print("after 5% raise: \(staff.map(\.salary))")

let paths: [(String, PartialKeyPath<Employee>)] = [("name", \.name), ("age", \.age), ("zip", \.address.zip)]
for (label, path) in paths {
    print("\(label) = \(staff[1][keyPath: path])")
}

var audited = Audited(staff[2])
audited.age += 1
audited.address.city = "Abuja"
audited.name = audited.name.uppercased()
print("\(audited.name), \(audited.age), \(audited.address.city)")
print("changes: \(audited.changes)")
let youngest = staff.min { $0.age < $1.age }.map(\.name) ?? "-"
print("youngest: \(youngest)")
// expect: ["Rui", "Mei", "Olu"]
// expect: ["Mei", "Olu", "Rui"]
// expect: ["Mei:105000", "Rui:98000", "Olu:87500"]
// expect: ["Lagos", "Lisbon", "Taipei"]
// expect: payroll: 290500, total age: 105
// expect: composed path: Lisbon
// expect: after 5% raise: [102900, 110250, 91875]
// expect: name = Mei
// expect: age = 29
// expect: zip = 100
// expect: OLU, 36, Abuja
// expect: changes: ["35 -> 36", "Address(city: \"Lagos\", zip: \"100001\") -> Address(city: \"Abuja\", zip: \"100001\")", "Olu -> OLU"]
// expect: youngest: Mei
