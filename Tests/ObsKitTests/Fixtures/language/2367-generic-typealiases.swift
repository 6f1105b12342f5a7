// Compiler test style: generic typealiases, partially applied aliases and aliases with constraints
// known-gap: needs the compiler check (literal types); unchecked: line 7: expected "2.72 0.0", got "2.72 0"
typealias Pair<T> = (first: T, second: T)
typealias StringMap<V> = [String: V]
typealias Transform<A, B> = (A) -> B
typealias Predicate<T> = Transform<T, Bool>
typealias SortedArray<T: Comparable> = [T]
typealias Grid<T> = [[T]]

struct Registry<Key: Hashable, Value> {
  typealias Entry = (key: Key, value: Value)
  typealias Lookup = Transform<Key, Value?>
  var entries: [Entry] = []
  var lookup: Lookup { { k in self.entries.first { $0.key == k }?.value } }
}
typealias NameRegistry<V> = Registry<String, V>

func swapPair<T>(_ p: Pair<T>) -> Pair<T> { (p.second, p.first) }
func compose<A, B, C>(_ f: @escaping Transform<A, B>, _ g: @escaping Transform<B, C>) -> Transform<A, C> {
  { g(f($0)) }
}
func count<T>(_ items: [T], where p: Predicate<T>) -> Int { items.filter(p).count }
func insert<T>(_ v: T, into a: SortedArray<T>) -> SortedArray<T> {
  let i = a.firstIndex { $0 > v } ?? a.count
  var r = a; r.insert(v, at: i); return r
}
func transpose<T>(_ g: Grid<T>) -> Grid<T> {
  guard let w = g.first?.count else { return [] }
  return (0..<w).map { c in g.map { $0[c] } }
}

let p: Pair<Int> = (1, 2)
let sw = swapPair(p)
print(sw.first, sw.second)
var ages: StringMap<Int> = ["ann": 30, "bo": 25]
ages["cy"] = 41
print(ages.keys.sorted(), ages.values.sorted())
let lengthThenDouble = compose({ (s: String) in s.count }, { $0 * 2 })
print(lengthThenDouble("hello"))
print(count([1, 5, 8, 12], where: { $0 > 4 }))
print(insert(4, into: [1, 3, 5, 7]), insert("b", into: ["a", "c"]))
print(transpose([[1, 2, 3], [4, 5, 6]]))
var reg = NameRegistry<Double>()
reg.entries.append((key: "pi", value: 3.14))
reg.entries.append((key: "e", value: 2.72))
print(reg.lookup("e") ?? 0, reg.lookup("phi") ?? 0)
print(type(of: reg))
print(Pair<String>.self == (first: String, second: String).self)
print(StringMap<Int>.self == Dictionary<String, Int>.self)
// expect: 2 1
// expect: ["ann", "bo", "cy"] [25, 30, 41]
// expect: 10
// expect: 3
// expect: [1, 3, 4, 5, 7] ["a", "b", "c"]
// expect: [[1, 4], [2, 5], [3, 6]]
// expect: 2.72 0.0
// expect: Registry<String, Double>
// expect: true
// expect: true
