// key paths: appending, optional chaining, subscripts, \.self, key paths as functions, tuples
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Address { var city: String; var zip: String }
struct Company { var name: String; var hq: Address; var branches: [Address] }
struct Employee {
    var name: String
    var salary: Int
    var company: Company?
    var tags: [String: Int]
}

let acme = Company(name: "Acme", hq: Address(city: "Oslo", zip: "0150"),
                   branches: [Address(city: "Bergen", zip: "5003"), Address(city: "Tromsø", zip: "9008")])
var e = Employee(name: "Ida", salary: 100, company: acme, tags: ["lead": 1])

let companyPath = \Employee.company
let hqCity = \Company.hq.city
let combined = companyPath.appending(path: \.?.hq.city)
print(e[keyPath: combined] as Any, acme[keyPath: hqCity])
let firstBranch = \Company.branches[0].city
print(acme[keyPath: firstBranch], acme[keyPath: \.branches.count], acme[keyPath: \.branches.last?.zip] as Any)

let nameLen = \Employee.name.count
print(e[keyPath: nameLen], e[keyPath: \.tags["lead"]] as Any, e[keyPath: \.tags["none"]] as Any)

e[keyPath: \.salary] += 50
e[keyPath: \.company!.hq.city] = "Drammen"
e[keyPath: \.tags["new"]] = 7
print(e.salary, e.company!.hq.city, e.tags.sorted { $0.key < $1.key })

let whole = \Int.self
var n = 41
n[keyPath: whole] += 1
print(n, "abc"[keyPath: \.self], [3, 1, 2][keyPath: \.self].sorted())

let staff = [
    Employee(name: "Ola", salary: 90, company: nil, tags: [:]),
    Employee(name: "Kari", salary: 120, company: acme, tags: [:]),
    e,
]
print(staff.map(\.name), staff.map(\.salary).reduce(0, +))
print(staff.compactMap(\.company?.name), staff.filter(\.name.isEmpty).count)
print(staff.sorted(by: { $0[keyPath: \.salary] > $1[keyPath: \.salary] }).map(\.name))

func sum<T>(_ xs: [T], _ kp: KeyPath<T, Int>) -> Int { xs.reduce(0) { $0 + $1[keyPath: kp] } }
func pluck<T, V>(_ kp: KeyPath<T, V>) -> (T) -> V { { $0[keyPath: kp] } }
print(sum(staff, \.salary), sum(staff, \.name.count), staff.map(pluck(\.name.first!)))

func set<T, V>(_ kp: WritableKeyPath<T, V>, to v: V) -> (T) -> T {
    { var copy = $0; copy[keyPath: kp] = v; return copy }
}
let raised = staff.map(set(\.salary, to: 200))
print(raised.map(\.salary), staff.map(\.salary))

var pair = (x: 1, y: "one")
pair[keyPath: \.x] = 10
print(pair[keyPath: \(Int, String).0], pair[keyPath: \.y])
let paths: [PartialKeyPath<Address>] = [\.city, \.zip]
print(paths.map { acme.hq[keyPath: $0] as! String })
let anyPaths: [AnyKeyPath] = [\Address.city, \Company.name]
print(anyPaths.map { ($0 as? KeyPath<Address, String>) != nil })
print(\Employee.salary == \Employee.salary, \Employee.name == \Employee.name, (\Company.hq).appending(path: \.zip) == \Company.hq.zip)

// expect: Optional("Oslo") Oslo
// expect: Bergen 2 Optional("9008")
// expect: 3 Optional(1) nil
// expect: 150 Drammen [(key: "lead", value: 1), (key: "new", value: 7)]
// expect: 42 abc [1, 2, 3]
// expect: ["Ola", "Kari", "Ida"] 360
// expect: ["Acme", "Acme"] 0
// expect: ["Ida", "Kari", "Ola"]
// expect: 360 10 ["O", "K", "I"]
// expect: [200, 200, 200] [90, 120, 150]
// expect: 10 one
// expect: ["Oslo", "0150"]
// expect: [true, false]
// expect: true true true
