// Swift compiler execution test style (generic subscripts): subscripts with their own generic parameters and where clauses, key-path subscripts and subscripts in protocols
struct Bag {
    var items: [Any] = []
    subscript<T>(_ type: T.Type) -> [T] { items.compactMap { $0 as? T } }
    subscript<T: Numeric>(sumOf type: T.Type) -> T { self[type].reduce(0, +) }
}
let bag = Bag(items: [1, "a", 2.5, 3, "b", true, 4.0])
print(bag[Int.self], bag[String.self], bag[Double.self], bag[Bool.self])
print(bag[sumOf: Int.self], bag[sumOf: Double.self])

struct Table<Key: Hashable, Value> {
    var rows: [Key: Value] = [:]
    subscript<S: Sequence>(keys: S) -> [Value?] where S.Element == Key { keys.map { rows[$0] } }
    subscript(key: Key) -> Value? {
        get { rows[key] }
        set { rows[key] = newValue }
    }
}
var tb = Table<String, Int>()
tb["x"] = 1; tb["y"] = 2
print(tb[["y", "z", "x"]])
tb["x"] = nil
print(tb[Set(["x"])], tb["y"] as Any)

protocol Indexed {
    associatedtype Item
    subscript(i: Int) -> Item { get }
    var size: Int { get }
}
struct Squares: Indexed {
    subscript(i: Int) -> Int { i * i }
    var size: Int { 5 }
}
func all<I: Indexed>(_ x: I) -> [I.Item] { (0..<x.size).map { x[$0] } }
print(all(Squares()))

struct Person { var name: String; var age: Int }
var people = [Person(name: "a", age: 30), Person(name: "b", age: 25)]
let agePath = \Person.age
people[1][keyPath: agePath] += 1
print(people.map { $0[keyPath: \.name] + String($0[keyPath: agePath]) })
let paths: [KeyPath<Person, String>] = [\.name, \.name.description]
print(paths.count, people[0][keyPath: paths[0]])
extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
    subscript<R: RangeExpression>(clamped r: R) -> ArraySlice<Element> where R.Bound == Int {
        let rr = r.relative(to: self).clamped(to: startIndex..<endIndex)
        return self[rr]
    }
}
print([1, 2, 3][safe: 1] as Any, [1, 2, 3][safe: 5] as Any, Array([1, 2, 3][clamped: 1..<10]), Array([1, 2, 3][clamped: ...0]))

// expect: [1, 3] ["a", "b"] [2.5, 4.0] [true]
// expect: 4 6.5
// expect: [Optional(2), nil, Optional(1)]
// expect: [nil] Optional(2)
// expect: [0, 1, 4, 9, 16]
// expect: ["a30", "b26"]
// expect: 2 a
// expect: Optional(2) nil [2, 3] [1]
