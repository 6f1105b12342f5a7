// Compiler test style: type-casting patterns is and as in switch over Any and enum payloads
enum Tag { case red, blue }
struct Point { var x: Int, y: Int }
class Base { var name: String { "base" } }
class Derived: Base { override var name: String { "derived" } }

func inspect(_ v: Any) -> String {
  switch v {
  case let i as Int where i < 0: return "negative int \(i)"
  case let i as Int: return "int \(i)"
  case let s as String: return "string \(s)"
  case is Double: return "some double"
  case let t as Tag: return "tag \(t)"
  case let p as Point: return "point \(p.x),\(p.y)"
  case let (a, b) as (Int, Int): return "int pair \(a + b)"
  case let d as Derived: return "Derived \(d.name)"
  case let b as Base: return "Base \(b.name)"
  case let o as Int?: return "optional int \(String(describing: o))"
  default: return "unknown"
  }
}

let things: [Any] = [5, -2, "hey", 2.5, Tag.blue, Point(x: 1, y: 2), (3, 4), Derived(), Base(), [1], true]
for t in things { print(inspect(t)) }

enum Holder { case any(Any) }
let hs: [Holder] = [.any(1), .any("s"), .any(Tag.red)]
for case .any(let x as String) in hs { print("holder string", x) }
for h in hs {
  if case .any(is Tag) = h { print("holder has a tag") }
}
// expect: int 5
// expect: negative int -2
// expect: string hey
// expect: some double
// expect: tag blue
// expect: point 1,2
// expect: int pair 7
// expect: Derived derived
// expect: Base base
// expect: unknown
// expect: unknown
// expect: holder string s
// expect: holder has a tag
