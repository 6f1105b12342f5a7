// Compiler test style: static protocol requirements satisfied by class methods, called through T and metatypes
// known-gap: line 5: expected "Part Gear<Part> -> Gear 501", got "Gear<Part> Gear<Part> -> Gear 501"
protocol Factory {
  static var typeName: String { get }
  static func create(_ n: Int) -> Self
  func value() -> Int
}
extension Factory {
  static var typeName: String { return "default:\(Self.self)" }
  static func createMany(_ ns: [Int]) -> [Self] { return ns.map { create($0) } }
}

class Part: Factory {
  let n: Int
  required init(n: Int) { self.n = n }
  class var typeName: String { return "Part" }
  class func create(_ n: Int) -> Self { return self.init(n: n) }
  func value() -> Int { return n }
}
class Gear: Part {
  override class var typeName: String { return "Gear<" + super.typeName + ">" }
  override class func create(_ n: Int) -> Self { return self.init(n: n * 100) }
  override func value() -> Int { return n + 1 }
}
class Bolt: Part {}

struct Token: Factory {
  let v: Int
  static func create(_ n: Int) -> Token { return Token(v: -n) }
  func value() -> Int { return v }
}

func make<F: Factory>(_ t: F.Type, _ n: Int) -> String {
  let x = t.create(n)
  return "\(F.typeName) \(t.typeName) -> \(type(of: x)) \(x.value())"
}
print(make(Part.self, 1))
print(make(Gear.self, 2))
print(make(Bolt.self, 3))
print(make(Token.self, 4))

let partMeta: Part.Type = Gear.self
print(make(partMeta, 5))
print(partMeta.typeName, partMeta.create(6).value())

let factories: [any Factory.Type] = [Part.self, Gear.self, Bolt.self, Token.self]
for f in factories {
  print(f.typeName, f.create(7).value())
}
func viaAnyMeta(_ f: any Factory.Type) -> String { return make(f, 8) }
print(factories.map(viaAnyMeta))

print(Gear.createMany([1, 2]).map { $0.value() })
print(Token.createMany([1, 2]).map { $0.value() })
print(Bolt.createMany([9]).map { type(of: $0) })

func generic<F: Factory>(_ f: F) -> String { return "\(F.typeName)|\(type(of: f).typeName)" }
let gearAsPart: Part = Gear(n: 1)
print(generic(gearAsPart))
print(generic(Gear(n: 1)))
let gearAsAny: any Factory = Gear(n: 1)
print(generic(gearAsAny))

// expect: Part Part -> Part 1
// expect: Gear<Part> Gear<Part> -> Gear 201
// expect: Part Part -> Bolt 3
// expect: default:Token default:Token -> Token -4
// expect: Part Gear<Part> -> Gear 501
// expect: Gear<Part> 601
// expect: Part 7
// expect: Gear<Part> 701
// expect: Part 7
// expect: default:Token -7
// expect: ["Part Part -> Part 8", "Gear<Part> Gear<Part> -> Gear 801", "Part Part -> Bolt 8", "default:Token default:Token -> Token -8"]
// expect: [101, 201]
// expect: [-1, -2]
// expect: [main.Bolt]
// expect: Part|Gear<Part>
// expect: Gear<Part>|Gear<Part>
// expect: Gear<Part>|Gear<Part>
