// Compiler test style (key paths in generic code): key paths as generic parameters, dynamicMemberLookup forwarding through key paths, and sorting and grouping by key path
struct Employee { var name: String; var dept: String; var salary: Int; var manager: String? }
let staff = [
    Employee(name: "ann", dept: "eng", salary: 120, manager: nil),
    Employee(name: "bob", dept: "ops", salary: 90, manager: "ann"),
    Employee(name: "cat", dept: "eng", salary: 100, manager: "ann"),
    Employee(name: "dan", dept: "ops", salary: 95, manager: "bob"),
]

extension Sequence {
    func sorted<V: Comparable>(by kp: KeyPath<Element, V>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: kp] > $1[keyPath: kp] : $0[keyPath: kp] < $1[keyPath: kp] }
    }
    func sum<V: Numeric>(_ kp: KeyPath<Element, V>) -> V { reduce(0) { $0 + $1[keyPath: kp] } }
    func grouped<K: Hashable & Comparable>(by kp: KeyPath<Element, K>) -> [(K, [Element])] {
        Dictionary(grouping: self, by: { $0[keyPath: kp] }).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
print(staff.sorted(by: \.salary).map(\.name))
print(staff.sorted(by: \.name, descending: true).map(\.name))
print(staff.sum(\.salary), staff.sum(\.name.count))
for (dept, people) in staff.grouped(by: \.dept) { print(dept, people.map(\.name)) }
print(staff.compactMap(\.manager), staff.map(\.manager?.count))

@dynamicMemberLookup
struct Observed<Value> {
    private(set) var value: Value
    private(set) var reads: [String] = []
    init(_ v: Value) { value = v }
    subscript<T>(dynamicMember kp: KeyPath<Value, T>) -> T { value[keyPath: kp] }
    subscript<T>(dynamicMember kp: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: kp] }
        set { value[keyPath: kp] = newValue; reads.append("set \(newValue)") }
    }
}
var obs = Observed(staff[1])
print(obs.name, obs.salary, obs.manager ?? "-")
obs.salary += 5
obs.name = "robert"
print(obs.value.name, obs.salary, obs.reads)

func updater<Root, V>(_ kp: WritableKeyPath<Root, V>, _ f: @escaping (V) -> V) -> (inout Root) -> Void {
    { root in root[keyPath: kp] = f(root[keyPath: kp]) }
}
let raise = updater(\Employee.salary) { $0 + 10 }
let shout = updater(\Employee.name) { $0.uppercased() }
var e = staff[0]
raise(&e); raise(&e); shout(&e)
print(e.name, e.salary)

func pluck<T, each V>(_ item: T, _ kps: repeat KeyPath<T, each V>) -> (repeat each V) {
    (repeat item[keyPath: each kps])
}
let t = pluck(staff[2], \.name, \.salary, \.dept.count)
print(t.0, t.1, t.2)
let getters: [(Employee) -> String] = [\.name, \.dept]
print(getters.map { $0(staff[3]) })

// expect: ["bob", "dan", "cat", "ann"]
// expect: ["dan", "cat", "bob", "ann"]
// expect: 405 12
// expect: eng ["ann", "cat"]
// expect: ops ["bob", "dan"]
// expect: ["ann", "ann", "bob"] [nil, Optional(3), Optional(3), Optional(3)]
// expect: bob 90 ann
// expect: robert 95 ["set 95", "set robert"]
// expect: ANN 140
// expect: cat 100 3
// expect: ["dan", "ops"]
