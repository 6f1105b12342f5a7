// Compiler test style: CustomStringConvertible is used by print and interpolation through generics and existentials
struct Money: CustomStringConvertible {
  var cents: Int
  var description: String { return "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
struct Tag: CustomStringConvertible, CustomDebugStringConvertible {
  var s: String
  var description: String { return "#" + s }
  var debugDescription: String { return "Tag(\(s))" }
}
struct Raw { var x = 1 }

let m = Money(cents: 1205)
print(m)
print("total: \(m)")
print([m, Money(cents: 7)])
print(Tag(s: "swift"))
print([Tag(s: "a")])
debugPrint(Tag(s: "b"))
print(String(describing: Tag(s: "c")), String(reflecting: Tag(s: "d")))
print(Raw())
print(Optional(m) as Any)

func show<T>(_ x: T) -> String { return "<\(x)>" }
print(show(m), show(Tag(s: "g")), show(Raw()))
let e: any CustomStringConvertible = Money(cents: 50)
print(e, e.description)
let anys: [Any] = [m, Tag(s: "h"), 3]
for a in anys { print(a) }
print(anys)

class Base: CustomStringConvertible {
  var description: String { return "Base" }
}
class Sub: Base {
  override var description: String { return "Sub<" + super.description + ">" }
}
let b: Base = Sub()
print(b, "\(b)")
print(m, Tag(s: "i"), separator: " | ")
// expect: $12.05
// expect: total: $12.05
// expect: [$12.05, $0.07]
// expect: #swift
// expect: [Tag(a)]
// expect: Tag(b)
// expect: #c Tag(d)
// expect: Raw(x: 1)
// expect: Optional($12.05)
// expect: <$12.05> <#g> <Raw(x: 1)>
// expect: $0.50 $0.50
// expect: $12.05
// expect: #h
// expect: 3
// expect: [$12.05, Tag(h), 3]
// expect: Sub<Base> Sub<Base>
// expect: $12.05 | #i
