// Compiler test style: generic key paths (KeyPath/WritableKeyPath parameters, sorting and setting by key path)
struct Person { var name: String; var age: Int; var address: Address }
struct Address { var city: String; var zip: Int }
var people = [
    Person(name: "cy", age: 30, address: Address(city: "Oslo", zip: 3)),
    Person(name: "al", age: 25, address: Address(city: "Rome", zip: 1)),
    Person(name: "bo", age: 35, address: Address(city: "Bern", zip: 2)),
]
extension Sequence {
    func sorted<V: Comparable>(by kp: KeyPath<Element, V>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: kp] > $1[keyPath: kp] : $0[keyPath: kp] < $1[keyPath: kp] }
    }
    func pluck<V>(_ kp: KeyPath<Element, V>) -> [V] { map { $0[keyPath: kp] } }
}
print(people.sorted(by: \.name).pluck(\.name))
print(people.sorted(by: \.age, descending: true).pluck(\.age))
print(people.sorted(by: \.address.zip).pluck(\.address.city))

func setAll<T, V>(_ xs: inout [T], _ kp: WritableKeyPath<T, V>, to v: V) {
    for i in xs.indices { xs[i][keyPath: kp] = v }
}
setAll(&people, \.address.city, to: "Paris")
print(people.pluck(\.address.city))
setAll(&people, \.age, to: 1)
print(people.map(\.age).reduce(0, +))

func get<Root, Value>(_ r: Root, _ kp: KeyPath<Root, Value>) -> Value { r[keyPath: kp] }
print(get("hello", \.count), get([1, 2, 3], \.last) as Any, get((1, "t"), \.1))
let kp: KeyPath<Person, Int> = \.address.zip
print(people.map { $0[keyPath: kp] })
let appended = (\Person.address).appending(path: \Address.city)
print(people[0][keyPath: appended])
let nameKP = \Person.name
print(type(of: nameKP))
print(people.map(\.name), people.map { $0[keyPath: nameKP] })

struct Settings { var volume = 5; var title = "t" }
final class Store<S> {
    var state: S
    init(_ s: S) { state = s }
    func update<V>(_ kp: WritableKeyPath<S, V>, _ f: (V) -> V) { state[keyPath: kp] = f(state[keyPath: kp]) }
}
let st = Store(Settings())
st.update(\.volume) { $0 * 3 }
st.update(\.title) { $0.uppercased() + "!" }
print(st.state.volume, st.state.title)
let kps: [PartialKeyPath<Settings>] = [\.volume, \.title]
print(kps.map { "\(st.state[keyPath: $0])" })
// expect: ["al", "bo", "cy"]
// expect: [35, 30, 25]
// expect: ["Rome", "Bern", "Oslo"]
// expect: ["Paris", "Paris", "Paris"]
// expect: 3
// expect: 5 Optional(3) t
// expect: [3, 1, 2]
// expect: Paris
// expect: WritableKeyPath<Person, String>
// expect: ["cy", "al", "bo"] ["cy", "al", "bo"]
// expect: 15 T!
// expect: ["15", "T!"]
