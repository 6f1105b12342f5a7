// Compiler test style: subscripts overloaded by parameter type, label, return type and static subscripts
struct Table {
  var rows: [String: [Int]] = ["a": [1, 2, 3], "b": [40, 50]]
  var order = ["a", "b"]

  subscript(key key: String) -> [Int] {
    get { return rows[key] ?? [] }
    set { rows[key] = newValue; if !order.contains(key) { order.append(key) } }
  }
  subscript(index index: Int) -> [Int] { return rows[order[index]] ?? [] }
  subscript(_ key: String, _ i: Int) -> Int { return rows[key]?[i] ?? -1 }
  subscript(_ key: String) -> String { return "<\(key):\(rows[key]?.count ?? 0)>" }
  subscript(_ key: String) -> Int { return rows[key]?.reduce(0, +) ?? 0 }
  subscript(_ r: Range<Int>) -> [String] { return Array(order[r]) }
  subscript<T: BinaryFloatingPoint>(scaled key: String, by f: T) -> [T] {
    return (rows[key] ?? []).map { T($0) * f }
  }

  static var registry: [String] = []
  static subscript(n n: Int) -> String {
    get { return n < registry.count ? registry[n] : "none" }
    set { while registry.count <= n { registry.append("") }; registry[n] = newValue }
  }
}

var t = Table()
print(t[key: "a"])
print(t[index: 1])
print(t["a", 2], t["z", 0])
let s: String = t["b"]
let n: Int = t["b"]
print(s, n)
print(t["a"] as String, t["a"] as Int)
print(t[0..<2])
print(t[scaled: "b", by: 0.5])
print(t[scaled: "a", by: Float(2)])
t[key: "c"] = [7]
t[key: "a"].append(4)
print(t.order, t[key: "a"], t[index: 2])
let total: Int = t["c"]
print(total)

Table[n: 2] = "two"
Table[n: 0] = "zero"
print(Table[n: 0], Table[n: 1].isEmpty, Table[n: 2], Table[n: 5])
print(Table.registry)

class Base {
  subscript(i i: Int) -> String { return "Base[\(i)]" }
  subscript(s s: String) -> String { return "Base[\"\(s)\"]" }
}
class Derived: Base {
  override subscript(i i: Int) -> String { return "Derived[\(i)] via " + super[i: i * 2] }
  subscript(d d: Double) -> String { return "Derived[\(d)]" }
}
let objs: [Base] = [Base(), Derived()]
for o in objs {
  print(o[i: 3], o[s: "k"])
}
let dd = Derived()
print(dd[d: 1.5], dd[i: 1])

protocol Indexed {
  subscript(pos pos: Int) -> Character { get }
}
extension Indexed {
  subscript(range range: ClosedRange<Int>) -> String {
    return String(range.map { self[pos: $0] })
  }
}
struct Word: Indexed {
  let text: String
  subscript(pos pos: Int) -> Character { return Array(text)[pos] }
}
let w = Word(text: "subscript")
print(w[pos: 0], w[range: 3...6])
func firstLast<I: Indexed>(_ x: I, _ last: Int) -> String { return "\(x[pos: 0])\(x[pos: last])" }
print(firstLast(w, 8))

// expect: [1, 2, 3]
// expect: [40, 50]
// expect: 3 -1
// expect: <b:2> 90
// expect: <a:3> 6
// expect: ["a", "b"]
// expect: [20.0, 25.0]
// expect: [2.0, 4.0, 6.0]
// expect: ["a", "b", "c"] [1, 2, 3, 4] [7]
// expect: 7
// expect: zero true two none
// expect: ["zero", "", "two"]
// expect: Base[3] Base["k"]
// expect: Derived[3] via Base[6] Base["k"]
// expect: Derived[1.5] Derived[1] via Base[2]
// expect: s scri
// expect: st
