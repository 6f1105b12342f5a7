// Compiler test style: generic subscripts (generic key, generic return, where clauses, static)
struct Bag {
    var storage: [String: Any] = [:]
    subscript<T>(key key: String) -> T? {
        get { storage[key] as? T }
        set { storage[key] = newValue }
    }
    subscript<T>(key key: String, default d: T) -> T { storage[key] as? T ?? d }
}
var bag = Bag()
bag[key: "n"] = 5
bag[key: "s"] = "str"
let n: Int? = bag[key: "n"]
let s: String? = bag[key: "s"]
let wrong: String? = bag[key: "n"]
print(n as Any, s as Any, wrong as Any)
print(bag[key: "n", default: 0] + 1)
print(bag[key: "missing", default: "none"])
print(bag[key: "s", default: 0])

struct Grid<T> {
    var cells: [T]
    let width: Int
    subscript(r: Int, c: Int) -> T { cells[r * width + c] }
    subscript<S: Sequence>(indices: S) -> [T] where S.Element == Int { indices.map { cells[$0] } }
    subscript<U>(map f: (T) -> U) -> [U] { cells.map(f) }
}
let g = Grid(cells: Array(10..<16), width: 3)
print(g[1, 2], g[0, 0])
print(g[[0, 5, 2]])
print(g[stride(from: 0, to: 6, by: 2)])
print(g[map: { $0 % 3 == 0 }])
print(g[map: String.init].joined(separator: ","))

struct Registry {
    static var names: [String] = ["zero", "one", "two"]
    static subscript<I: BinaryInteger>(i i: I) -> String { names[Int(i)] }
}
print(Registry[i: 1], Registry[i: UInt8(2)], Registry[i: Int64(0)])

extension Array {
    subscript<K: Equatable>(firstWhere kp: KeyPath<Element, K>, is value: K) -> Element? {
        first { $0[keyPath: kp] == value }
    }
}
struct P { var name: String; var age: Int }
let people = [P(name: "a", age: 3), P(name: "b", age: 5)]
print(people[firstWhere: \.age, is: 5]?.name ?? "-")
print(people[firstWhere: \.name, is: "z"]?.age as Any)
// expect: Optional(5) Optional("str") nil
// expect: 6
// expect: none
// expect: 0
// expect: 15 10
// expect: [10, 15, 12]
// expect: [10, 12, 14]
// expect: [false, false, true, false, false, true]
// expect: 10,11,12,13,14,15
// expect: one two zero
// expect: b
// expect: nil
