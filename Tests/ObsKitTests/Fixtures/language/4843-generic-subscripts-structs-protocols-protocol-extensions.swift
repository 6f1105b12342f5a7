// Compiler test style (test/Interpreter/generic_subscript.swift): generic subscripts on structs, protocols and protocol extensions
// known-gap: error: 4843-generic-subscripts-structs-protocols-protocol-extensions.swift:7:33: error: not supported yet: the type 'U' stands for here is not known (ObsREPL checks no types; pass it, as in 'T.self', or give it by an argument of its type)
struct Cell<T> {
  var t: T
  subscript<U>(get: (T) -> U, set: (U) -> T) -> U {
    get {
      print("get \(T.self) -> \(U.self)")
      return get(t)
    }
    set {
      print("set \(U.self) -> \(T.self)")
      t = set(newValue)
    }
  }
}

protocol Convertible {
  associatedtype Element
  subscript<U>(get: (Element) -> U, set: (U) -> Element) -> U { get set }
}
extension Cell: Convertible {}

func increment<C: Convertible>(_ c: inout C) where C.Element == String {
  c[{ Int($0)! }, { String($0) }] += 1
}

var cell = Cell<String>(t: "41")
increment(&cell)
print(cell.t)
cell[{ $0.count }, { String(repeating: "x", count: $0) }] = 3
print(cell.t)

protocol AnyStore {
  subscript(k: AnyHashable) -> Any? { get set }
}

struct Store: AnyStore {
  var dict: [AnyHashable: Any] = [:]
  subscript(k: AnyHashable) -> Any? {
    get { return dict[k] }
    set { dict[k] = newValue }
  }
}

extension AnyStore {
  subscript<K: Hashable, V>(typed k: K) -> V? {
    get { return self[k] as? V }
    set { self[k] = newValue }
  }
}

var store = Store()
store["a"] = 0
store[typed: "a"] = (store[typed: "a"] ?? 0) + 1
let a: Int? = store[typed: "a"]
print(a as Any)
let wrong: String? = store[typed: "a"]
print(wrong as Any)
store[typed: 5] = "five"
let five: String? = store[typed: 5]
print(five as Any)

func bumpGeneric<S: AnyStore>(_ s: inout S) {
  s["n"] = 10
  var n: Int = s[typed: "n"]!
  n += 5
  s[typed: "n"] = n
}
bumpGeneric(&store)
print(store["n"] as Any)

struct Matrix<Element> {
  var rows: [[Element]]
  subscript(r: Int, c: Int) -> Element {
    get { return rows[r][c] }
    set { rows[r][c] = newValue }
  }
  subscript<Indices: Sequence>(row r: Int, cols cols: Indices) -> [Element] where Indices.Element == Int {
    return cols.map { rows[r][$0] }
  }
  subscript<R>(mapping f: (Element) -> R) -> Matrix<R> {
    return Matrix<R>(rows: rows.map { $0.map(f) })
  }
}

var m = Matrix(rows: [[1, 2, 3], [4, 5, 6]])
m[1, 2] *= 10
print(m.rows)
print(m[row: 0, cols: [2, 0]])
print(m[row: 1, cols: 0..<2])
print(m[mapping: { "<\($0)>" }].rows)
print(m[mapping: { Double($0) / 2 }][1, 2])

struct Registry {
  private var values: [ObjectIdentifier: Any] = [:]
  subscript<T>(type: T.Type) -> T? {
    get { return values[ObjectIdentifier(type)] as? T }
    set { values[ObjectIdentifier(type)] = newValue }
  }
}
var reg = Registry()
reg[Int.self] = 3
reg[String.self] = "s"
reg[Int.self]! += 4
print(reg[Int.self] as Any, reg[String.self] as Any, reg[Double.self] as Any)

struct Defaults {
  subscript<T>(_ key: String, default value: T) -> T {
    print("lookup \(key) as \(T.self)")
    return value
  }
}
let d = Defaults()
print(d["size", default: 12])
print(d["name", default: "none"])
print(d["ratio", default: 0.5] * 2)

// expect: get String -> Int
// expect: set Int -> String
// expect: 42
// expect: set Int -> String
// expect: xxx
// expect: Optional(1)
// expect: nil
// expect: Optional("five")
// expect: Optional(15)
// expect: [[1, 2, 3], [4, 5, 60]]
// expect: [3, 1]
// expect: [4, 5]
// expect: [["<1>", "<2>", "<3>"], ["<4>", "<5>", "<60>"]]
// expect: 30.0
// expect: Optional(7) Optional("s") nil
// expect: lookup size as Int
// expect: 12
// expect: lookup name as String
// expect: none
// expect: lookup ratio as Double
// expect: 1.0
