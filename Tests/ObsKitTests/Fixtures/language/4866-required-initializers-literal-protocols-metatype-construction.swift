// Compiler test style: required initializers with literal protocols and metatype construction across a hierarchy
class Token: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
  let text: String
  required init(stringLiteral value: String) {
    text = value
    print("  \(type(of: self)).init(stringLiteral: \(value))")
  }
  required convenience init(integerLiteral value: Int) {
    self.init(stringLiteral: "#\(value)")
  }
  required init(text: String) { self.text = text }
  var description: String { return "\(type(of: self))(\(text))" }
}

final class Keyword: Token {
  let reserved: Bool
  required init(stringLiteral value: String) {
    reserved = ["if", "for"].contains(value)
    super.init(stringLiteral: value)
  }
  required init(text: String) {
    reserved = false
    super.init(text: text)
  }
  override var description: String { return super.description + (reserved ? "*" : "") }
}

let t: Token = "hello"
let k: Keyword = "if"
let n: Keyword = 7
let arr: [Token] = ["a", 2, Keyword(text: "x")]
print(t, k, n)
print(arr)

func make<T: Token>(_ type: T.Type, _ s: String) -> T { return type.init(text: s) }
print(make(Token.self, "plain"), make(Keyword.self, "kw"))

func fromLiteral<T: ExpressibleByStringLiteral>(_ t: T.Type) -> T { return "lit" }
print(fromLiteral(Token.self), fromLiteral(Keyword.self), fromLiteral(String.self))

let tokenTypes: [Token.Type] = [Token.self, Keyword.self]
print(tokenTypes.map { $0.init(text: "m") })
print(tokenTypes.map { $0.init(integerLiteral: 3) })

protocol Defaultable { init() }
class Base: Defaultable {
  var log: [String] = []
  required init() { log.append("Base.init") }
}
class Mid: Base {
  required init() {
    super.init()
    log.append("Mid.init")
  }
}
class Leaf: Mid {}

func fresh<T: Defaultable>(_ t: T.Type) -> T { return T() }
print(fresh(Base.self).log, fresh(Mid.self).log, fresh(Leaf.self).log)
let dynamicMeta: Base.Type = Leaf.self
print(dynamicMeta.init().log, type(of: dynamicMeta.init()))
func freshAll(_ types: [Defaultable.Type]) -> [String] {
  return types.map { "\(type(of: $0.init()))" }
}
print(freshAll([Base.self, Leaf.self, Mid.self]))

class Point: ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
  var coords: [Int]
  required init(arrayLiteral elements: Int...) { coords = elements }
  required init(dictionaryLiteral elements: (String, Int)...) {
    coords = elements.sorted { $0.0 < $1.0 }.map { $0.1 }
  }
}
class Point3D: Point {}

let p: Point = [1, 2]
let q: Point3D = ["y": 2, "x": 1, "z": 3]
let z: Point3D = []
print(p.coords, q.coords, z.coords, type(of: q), type(of: z))

class Celsius: ExpressibleByFloatLiteral {
  let degrees: Double
  required init(floatLiteral value: Double) { degrees = value }
}
class PreciseCelsius: Celsius {}
func average<T: Celsius>(_ values: [T]) -> Double {
  return values.map(\.degrees).reduce(0, +) / Double(values.count)
}
let temps: [PreciseCelsius] = [20.5, 21.5, 22.0]
print(average(temps), type(of: temps[0]))

class Unique: Hashable, ExpressibleByIntegerLiteral {
  let id: Int
  required init(integerLiteral value: Int) { id = value }
  static func == (a: Unique, b: Unique) -> Bool { return a.id == b.id }
  func hash(into h: inout Hasher) { h.combine(id) }
}
let set: Set<Unique> = [1, 2, 2, 3, 1]
print(set.count, set.map(\.id).sorted())
let dict: [Unique: String] = [1: "one", 2: "two"]
print(dict[1] ?? "none", dict[5] ?? "none")

// expect:   Token.init(stringLiteral: hello)
// expect:   Keyword.init(stringLiteral: if)
// expect:   Keyword.init(stringLiteral: #7)
// expect:   Token.init(stringLiteral: a)
// expect:   Token.init(stringLiteral: #2)
// expect: Token(hello) Keyword(if)* Keyword(#7)
// expect: [Token(a), Token(#2), Keyword(x)]
// expect: Token(plain) Keyword(kw)
// expect:   Token.init(stringLiteral: lit)
// expect:   Keyword.init(stringLiteral: lit)
// expect: Token(lit) Keyword(lit) lit
// expect: [Token(m), Keyword(m)]
// expect:   Token.init(stringLiteral: #3)
// expect:   Keyword.init(stringLiteral: #3)
// expect: [Token(#3), Keyword(#3)]
// expect: ["Base.init"] ["Base.init", "Mid.init"] ["Base.init", "Mid.init"]
// expect: ["Base.init", "Mid.init"] Leaf
// expect: ["Base", "Leaf", "Mid"]
// expect: [1, 2] [1, 2, 3] [] Point3D Point3D
// expect: 21.333333333333332 PreciseCelsius
// expect: 3 [1, 2, 3]
// expect: one none
