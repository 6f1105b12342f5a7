// Swift Forums style (key paths): key paths as functions, writable key paths, optional chaining and appending
struct Address { var city: String; var zip: String? }
struct Employee {
    var name: String
    var salary: Int
    var address: Address
    var manager: String?
}

var staff = [
    Employee(name: "Ann", salary: 300, address: Address(city: "Oslo", zip: "0150"), manager: nil),
    Employee(name: "Ben", salary: 200, address: Address(city: "Rome", zip: nil), manager: "Ann"),
    Employee(name: "Cy", salary: 250, address: Address(city: "Oslo", zip: "0151"), manager: "Ann"),
]
print(staff.map(\.name))
print(staff.map(\.address.city))
print(staff.map(\.address.zip))
print(staff.compactMap(\.manager))
print(staff.map(\.manager?.count))

let salaryPath: WritableKeyPath<Employee, Int> = \.salary
staff[1][keyPath: salaryPath] += 50
print(staff.map { $0[keyPath: salaryPath] })

let addressPath = \Employee.address
let cityPath = addressPath.appending(path: \.city)
staff[2][keyPath: cityPath] = "Bergen"
print(staff[2].address.city, cityPath == \Employee.address.city)

func sorted<T, V: Comparable>(_ items: [T], by path: KeyPath<T, V>) -> [T] {
    items.sorted { $0[keyPath: path] < $1[keyPath: path] }
}
print(sorted(staff, by: \.salary).map(\.name))
print(sorted(staff, by: \.name.count).map(\.name))

let paths: [PartialKeyPath<Employee>] = [\.name, \.salary, \.address.city]
for p in paths {
    print(staff[0][keyPath: p])
}
let arrPath = \[Int].[1]
print([10, 20, 30][keyPath: arrPath], [1, 2][keyPath: \.count])
let selfPath = \Int.self
print(5[keyPath: selfPath])
let tuplePath = \(Int, String).1
print((1, "one")[keyPath: tuplePath])
let dictPath = \[String: Int]["b"]
print(["a": 1, "b": 2][keyPath: dictPath] as Any)

// expect: ["Ann", "Ben", "Cy"]
// expect: ["Oslo", "Rome", "Oslo"]
// expect: [Optional("0150"), nil, Optional("0151")]
// expect: ["Ann", "Ann"]
// expect: [nil, Optional(3), Optional(3)]
// expect: [300, 250, 250]
// expect: Bergen true
// expect: ["Ben", "Cy", "Ann"]
// expect: ["Cy", "Ann", "Ben"]
// expect: Ann
// expect: 300
// expect: Oslo
// expect: 20 2
// expect: 5
// expect: one
// expect: Optional(2)
