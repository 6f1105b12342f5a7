// Compiler test style: associated type defaults, inference from witnesses, and explicit typealias
protocol Reducer {
    associatedtype State
    associatedtype Action = String
    func reduce(_ s: State, _ a: Action) -> State
}
struct Adder: Reducer {
    func reduce(_ s: Int, _ a: String) -> Int { s + a.count }
}
struct Toggler: Reducer {
    typealias Action = Bool
    func reduce(_ s: [Bool], _ a: Bool) -> [Bool] { s + [a] }
}
func runAll<R: Reducer>(_ r: R, from s: R.State, _ actions: [R.Action]) -> R.State {
    actions.reduce(s, r.reduce)
}
print(runAll(Adder(), from: 0, ["ab", "cde", ""]))
print(runAll(Toggler(), from: [], [true, false]))
print(Adder.Action.self, Adder.State.self, Toggler.Action.self)

protocol HasDefault {
    associatedtype Value = Int
    var value: Value { get }
}
struct UsesDefault: HasDefault { var value: Int { 3 } }
struct Overrides: HasDefault { var value: String { "s" } }
func valueType<H: HasDefault>(_ h: H) -> String { "\(H.Value.self)=\(h.value)" }
print(valueType(UsesDefault()), valueType(Overrides()))

protocol Keyed {
    associatedtype Key: Hashable
    var key: Key { get }
}
struct User: Keyed { var id: Int; var key: Int { id } }
struct Tag: Keyed { var key: String }
func index<K: Keyed>(_ xs: [K]) -> [K.Key: K] {
    Dictionary(xs.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
}
let users = index([User(id: 2), User(id: 1), User(id: 2)])
print(users.keys.sorted(), users.count)
let tags = index([Tag(key: "b"), Tag(key: "a")])
print(tags.keys.sorted())
print(type(of: tags))

protocol IteratorLike { associatedtype Element; mutating func next() -> Element? }
struct Countdown: IteratorLike { var n: Int; mutating func next() -> Int? { n > 0 ? { n -= 1; return n + 1 }() : nil } }
func drain<I: IteratorLike>(_ i: I) -> [I.Element] { var i = i; var out: [I.Element] = []; while let x = i.next() { out.append(x) }; return out }
print(drain(Countdown(n: 4)))
// expect: 5
// expect: [true, false]
// expect: String Int Bool
// expect: Int=3 String=s
// expect: [1, 2] 2
// expect: ["a", "b"]
// expect: Dictionary<String, Tag>
// expect: [4, 3, 2, 1]
