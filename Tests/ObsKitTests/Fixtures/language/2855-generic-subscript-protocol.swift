// Compiler test style: generic subscripts as protocol requirements and key-path subscripts
protocol Lookup {
    subscript<K: Hashable & CustomStringConvertible>(key key: K) -> String { get }
}
struct Echo: Lookup {
    subscript<K: Hashable & CustomStringConvertible>(key key: K) -> String { "echo:\(key)" }
}
struct Table: Lookup {
    var data: [String: String]
    subscript<K: Hashable & CustomStringConvertible>(key key: K) -> String { data[key.description] ?? "?" }
}
func ask<L: Lookup>(_ l: L) -> [String] { [l[key: 1], l[key: "a"], l[key: true]] }
print(ask(Echo()))
print(ask(Table(data: ["1": "one", "true": "yes"])))
struct Point { var x: Int; var y: Int }
struct Getter<Root> {
    var root: Root
    subscript<V>(get kp: KeyPath<Root, V>) -> V { root[keyPath: kp] }
    subscript<V: Numeric>(sum a: KeyPath<Root, V>, _ b: KeyPath<Root, V>) -> V { root[keyPath: a] + root[keyPath: b] }
}
let g = Getter(root: Point(x: 3, y: 4))
print(g[get: \.x], g[get: \.y], g[sum: \.x, \.y])
print(g[get: \Point.x.description.count])
struct Defaults {
    subscript<T>(_ type: T.Type, default d: T) -> T { d }
}
print(Defaults()[Int.self, default: 7], Defaults()[String.self, default: "s"])
// expect: ["echo:1", "echo:a", "echo:true"]
// expect: ["one", "?", "yes"]
// expect: 3 4 7
// expect: 1
// expect: 7 s
