// Apple docs style (KeyPath): key-path expressions in map, sorted and filtering
struct Address { var city: String; var zip: String }
struct Employee {
    var name: String
    var age: Int
    var salary: Int
    var address: Address
    var isRemote: Bool
}

let team = [
    Employee(name: "Nia", age: 34, salary: 98_000, address: Address(city: "Austin", zip: "73301"), isRemote: true),
    Employee(name: "Omar", age: 28, salary: 76_000, address: Address(city: "Boston", zip: "02101"), isRemote: false),
    Employee(name: "Pia", age: 45, salary: 120_000, address: Address(city: "Austin", zip: "73344"), isRemote: false),
    Employee(name: "Quin", age: 23, salary: 61_000, address: Address(city: "Denver", zip: "80201"), isRemote: true),
]

print("names:", team.map(\.name))
print("cities:", team.map(\.address.city))
print("remote:", team.filter(\.isRemote).map(\.name))

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { ascending ? $0[keyPath: keyPath] < $1[keyPath: keyPath] : $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }
    func sum<T: AdditiveArithmetic>(_ keyPath: KeyPath<Element, T>) -> T {
        reduce(.zero) { $0 + $1[keyPath: keyPath] }
    }
}
print("by age:", team.sorted(by: \.age).map(\.name))
print("by salary desc:", team.sorted(by: \.salary, ascending: false).map(\.name))
print("by zip:", team.sorted(by: \.address.zip).map(\.address.zip))
print("total salary:", team.sum(\.salary), "total age:", team.sum(\.age))

let nameKP = \Employee.name
let first = team[0]
print("subscript keyPath:", first[keyPath: nameKP], first[keyPath: \.address.city])

var editable = team[1]
let salaryKP: WritableKeyPath<Employee, Int> = \.salary
editable[keyPath: salaryKP] += 4_000
editable[keyPath: \.address.city] = "Chicago"
print("after writes:", editable.name, editable.salary, editable.address.city)

let cityOfEmployee: KeyPath<Employee, String> = \Employee.address.city
let appended = (\Employee.address).appending(path: \Address.zip)
print("composed paths:", team.map { $0[keyPath: cityOfEmployee] }.count, team.map { $0[keyPath: appended] })

func describe<Root, Value>(_ items: [Root], _ kp: KeyPath<Root, Value>) -> String {
    items.map { "\($0[keyPath: kp])" }.joined(separator: ",")
}
print("generic describe ages:", describe(team, \.age))
print("string count kp:", ["a", "bbb", "cc"].map(\.count))
print("max by keypath:", team.max { $0[keyPath: \.age] < $1[keyPath: \.age] }!.name)
let grouped = Dictionary(grouping: team, by: \.address.city)
for city in grouped.keys.sorted() {
    print(city, grouped[city]!.map(\.name))
}
print("identity keypath:", [1, 2, 3].map(\.self))
print("keyPath equality:", \Employee.name == nameKP, \Employee.name == \Employee.address.city)
// expect: names: ["Nia", "Omar", "Pia", "Quin"]
// expect: cities: ["Austin", "Boston", "Austin", "Denver"]
// expect: remote: ["Nia", "Quin"]
// expect: by age: ["Quin", "Omar", "Nia", "Pia"]
// expect: by salary desc: ["Pia", "Nia", "Omar", "Quin"]
// expect: by zip: ["02101", "73301", "73344", "80201"]
// expect: total salary: 355000 total age: 130
// expect: subscript keyPath: Nia Austin
// expect: after writes: Omar 80000 Chicago
// expect: composed paths: 4 ["73301", "02101", "73344", "80201"]
// expect: generic describe ages: 34,28,45,23
// expect: string count kp: [1, 3, 2]
// expect: max by keypath: Pia
// expect: Austin ["Nia", "Pia"]
// expect: Boston ["Omar"]
// expect: Denver ["Quin"]
// expect: identity keypath: [1, 2, 3]
// expect: keyPath equality: true false
