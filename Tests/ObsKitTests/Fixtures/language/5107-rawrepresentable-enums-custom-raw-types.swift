// Compiler test style (test/Interpreter/enum_raw_values.swift): RawRepresentable enums and custom raw types
enum Status: Int { case ok = 200, created, notFound = 404, error = 500 }
enum Letter: Character { case a = "a", b = "b", z = "z" }
enum Token: String { case plus = "+", minus, times = "*" }
enum Ratio: Double { case half = 0.5, third = 0.333, whole = 1 }
enum Implicit: Int { case zero, one, two, ten = 10, eleven }

print(Status.ok.rawValue, Status.created.rawValue, Status.notFound.rawValue)
print(Status(rawValue: 404) as Any, Status(rawValue: 201) as Any, Status(rawValue: 202) as Any)
print(Letter(rawValue: "z") as Any, Letter.b.rawValue, Letter(rawValue: "q") == nil)
print(Token.minus.rawValue, Token(rawValue: "*") as Any, Token(rawValue: "minus") as Any)
print(Ratio.half.rawValue + Ratio.whole.rawValue, Ratio(rawValue: 1.0) as Any)
print(Implicit.two.rawValue, Implicit.eleven.rawValue, Implicit(rawValue: 3) as Any)

struct Flag: RawRepresentable, Equatable {
  var rawValue: UInt8
  init(rawValue: UInt8) { self.rawValue = rawValue }
  static let read = Flag(rawValue: 1)
  static let write = Flag(rawValue: 2)
}
print(Flag.read.rawValue | Flag.write.rawValue, Flag(rawValue: 1) == .read)

struct Perms: OptionSet {
  let rawValue: Int
  static let r = Perms(rawValue: 1 << 0)
  static let w = Perms(rawValue: 1 << 1)
  static let x = Perms(rawValue: 1 << 2)
  static let all: Perms = [.r, .w, .x]
}
var p: Perms = [.r, .x]
print(p.rawValue, p.contains(.w), p.contains(.x))
p.insert(.w)
print(p == .all, p.rawValue)
p.remove(.r)
print(p.rawValue, p.isSubset(of: .all), Perms().isEmpty)

func decode<T: RawRepresentable>(_ raws: [T.RawValue], as: T.Type) -> [T?] { raws.map(T.init(rawValue:)) }
print(decode([200, 999, 500], as: Status.self))
print(decode(["+", "?"], as: Token.self))

enum Color: String, CustomStringConvertible {
  case red, green
  var description: String { "Color(\(rawValue))" }
}
print(Color.red, [Color.green], Color(rawValue: "green")!)
let mapped = ["red", "blue", "green"].compactMap(Color.init(rawValue:))
print(mapped)
switch Status(rawValue: 500) {
case .some(.error): print("server error")
case .some(let s): print("other", s)
case nil: print("unknown")
}

// expect: 200 201 404
// expect: Optional(main.Status.notFound) Optional(main.Status.created) nil
// expect: Optional(main.Letter.z) b true
// expect: minus Optional(main.Token.times) Optional(main.Token.minus)
// expect: 1.5 Optional(main.Ratio.whole)
// expect: 2 11 nil
// expect: 3 true
// expect: 5 false true
// expect: true 7
// expect: 6 true true
// expect: [Optional(main.Status.ok), nil, Optional(main.Status.error)]
// expect: [Optional(main.Token.plus), nil]
// expect: Color(red) [Color(green)] Color(green)
// expect: [Color(red), Color(green)]
// expect: server error
