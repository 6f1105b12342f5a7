// Protocols: a class made Hashable by hand (`==` and `hash(into:)` on an id only), used in a Set and as Dictionary keys; identity versus equality.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Employee: Hashable, CustomStringConvertible {
    let id: Int
    var name: String
    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
    static func == (a: Employee, b: Employee) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    var description: String { "\(name)#\(id)" }
}

let ann = Employee(id: 1, name: "Ann")
let annRenamed = Employee(id: 1, name: "Annie")
let bo = Employee(id: 2, name: "Bo")

print(ann == annRenamed, ann === annRenamed, ann == bo)
var team: Set<Employee> = [ann, bo]
let (inserted, member) = team.insert(annRenamed)
print(inserted, member.name, team.count)

var hours: [Employee: Int] = [:]
hours[ann] = 30
hours[annRenamed, default: 0] += 8
hours[bo] = 12
print(hours[ann]!, hours.count)
print(team.map(\.id).sorted())
print(team.contains(Employee(id: 2, name: "anyone")))
print(hours.keys.sorted { $0.id < $1.id })

// expect: true false false
// expect: false Ann 2
// expect: 38 2
// expect: [1, 2]
// expect: true
// expect: [Ann#1, Bo#2]
