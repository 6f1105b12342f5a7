// Compiler test style: ExpressibleBy*Literal on generic types and literal-driven type inference
struct Vector<Scalar: Numeric>: ExpressibleByArrayLiteral, CustomStringConvertible {
  var components: [Scalar]
  init(arrayLiteral elements: Scalar...) { components = elements }
  static func + (a: Vector, b: Vector) -> Vector {
    var v: Vector = []
    v.components = zip(a.components, b.components).map(+)
    return v
  }
  func dot(_ o: Vector) -> Scalar { zip(components, o.components).map(*).reduce(0, +) }
  var description: String { "Vector<\(Scalar.self)>\(components)" }
}

struct Money: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
  var cents: Int
  init(integerLiteral v: Int) { cents = v * 100 }
  init(floatLiteral v: Double) { cents = Int(v * 100 + 0.5) }
  var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}

struct Bag<Element: Hashable>: ExpressibleByDictionaryLiteral {
  var counts: [Element: Int]
  init(dictionaryLiteral pairs: (Element, Int)...) {
    counts = [:]
    for (k, v) in pairs { counts[k, default: 0] += v }
  }
  var total: Int { counts.values.reduce(0, +) }
}

enum Token: ExpressibleByStringLiteral, Equatable {
  case keyword(String), identifier(String)
  init(stringLiteral s: String) { self = ["let", "var", "func"].contains(s) ? .keyword(s) : .identifier(s) }
}

func total<T: ExpressibleByIntegerLiteral & Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }

let v: Vector<Int> = [1, 2, 3]
let w: Vector = [0.5, 1.5]
print(v, w)
print(v + [10, 20, 30], v.dot([1, 1, 1]), w.dot(w))
let prices: [Money] = [3, 2.5, 0.07]
print(prices, prices.map(\.cents).reduce(0, +))
let bag: Bag = ["apple": 2, "pear": 1, "apple": 3]
print(bag.counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }, bag.total)
let toks: [Token] = ["let", "x", "func", "y"]
print(toks.map { if case .keyword(let k) = $0 { return "K:\(k)" } else { return "I" } })
print(toks[0] == "let", toks[1] == .keyword("x"))
print(total([1, 2, 3]), total([1.5, 2.0]), total([UInt8(200), 50]))
print(type(of: w), (Vector<Double>() as Vector).components.isEmpty)
// expect: Vector<Int>[1, 2, 3] Vector<Double>[0.5, 1.5]
// expect: Vector<Int>[11, 22, 33] 6 2.5
// expect: [$3.00, $2.50, $0.07] 557
// expect: ["apple=5", "pear=1"] 6
// expect: ["K:let", "I", "K:func", "I"]
// expect: true false
// expect: 6 3.5 250
// expect: Vector<Double> true
