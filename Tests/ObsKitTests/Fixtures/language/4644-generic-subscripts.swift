// Compiler test style: generic subscripts, subscripts with where clauses and key-typed lookups
struct Bag {
  private var storage: [String: Any] = [:]
  subscript<T>(key: String) -> T? {
    get { return storage[key] as? T }
    set { storage[key] = newValue }
  }
  subscript<T>(key: String, default d: T) -> T {
    return (storage[key] as? T) ?? d
  }
}

var bag = Bag()
bag["n"] = 5
bag["s"] = "five"
let n: Int? = bag["n"]
let s: String? = bag["s"]
let wrong: Double? = bag["n"]
print(n as Any, s as Any, wrong as Any)
print(bag["n", default: 0])
print(bag["missing", default: "dflt"])
print(bag["s", default: 1.5])

struct Matrix<Element> {
  var rows: Int, cols: Int
  var cells: [Element]
  init(rows: Int, cols: Int, fill: Element) {
    self.rows = rows; self.cols = cols
    cells = Array(repeating: fill, count: rows * cols)
  }
  subscript(r: Int, c: Int) -> Element {
    get { cells[r * cols + c] }
    set { cells[r * cols + c] = newValue }
  }
  subscript<S: Sequence>(row r: Int, cols cs: S) -> [Element] where S.Element == Int {
    return cs.map { self[r, $0] }
  }
}

var m = Matrix(rows: 2, cols: 3, fill: 0)
m[0, 1] = 5
m[1, 2] = 7
print(m.cells)
print(m[row: 0, cols: [0, 1, 2]])
print(m[row: 1, cols: 1...2])
print(m[row: 1, cols: Set([2])])

extension Collection {
  subscript<I: BinaryInteger>(wrapping i: I) -> Element {
    let k = Int(i) % count
    let idx = index(startIndex, offsetBy: k < 0 ? k + count : k)
    return self[idx]
  }
}
let letters = ["a", "b", "c"]
print(letters[wrapping: 4], letters[wrapping: -1], letters[wrapping: UInt8(5)])
print("xyz"[wrapping: 10])

struct Registry {
  var handlers: [ObjectIdentifier: Any] = [:]
  subscript<T>(type: T.Type) -> [T] {
    get { (handlers[ObjectIdentifier(type)] as? [T]) ?? [] }
    set { handlers[ObjectIdentifier(type)] = newValue }
  }
}
var reg = Registry()
reg[Int.self].append(1)
reg[Int.self].append(2)
reg[String.self] = ["x"]
print(reg[Int.self], reg[String.self], reg[Double.self])

struct KP<Root> {
  let root: Root
  subscript<V>(get kp: KeyPath<Root, V>) -> V { root[keyPath: kp] }
}
struct Pt { var x = 3; var name = "pt" }
let kp = KP(root: Pt())
print(kp[get: \.x], kp[get: \.name], kp[get: \.name.count])

// expect: Optional(5) Optional("five") nil
// expect: 5
// expect: dflt
// expect: 1.5
// expect: [0, 5, 0, 0, 0, 7]
// expect: [0, 5, 0]
// expect: [0, 7]
// expect: [7]
// expect: b c c
// expect: y
// expect: [1, 2] ["x"] []
// expect: 3 pt 2
