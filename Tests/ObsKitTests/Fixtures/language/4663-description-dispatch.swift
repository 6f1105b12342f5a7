// Compiler test style: CustomStringConvertible and CustomDebugStringConvertible through generics and existentials
struct Plain { let n: Int }
struct Pretty: CustomStringConvertible { let n: Int; var description: String { "Pretty(\(n))" } }
struct Debuggy: CustomDebugStringConvertible { let n: Int; var debugDescription: String { "Debuggy<\(n)>" } }
struct Both: CustomStringConvertible, CustomDebugStringConvertible {
  var description: String { "both-desc" }
  var debugDescription: String { "both-debug" }
}
class Obj: CustomStringConvertible { var description: String { "Obj" } }
class SubObj: Obj { override var description: String { "SubObj(" + super.description + ")" } }
enum Color: String, CustomStringConvertible {
  case red, green
  var description: String { "color:" + rawValue }
}
enum Plain2 { case one, two(Int) }

func interp<T>(_ x: T) -> String { "\(x)" }
func desc<T>(_ x: T) -> String { String(describing: x) }
func refl<T>(_ x: T) -> String { String(reflecting: x) }

let values: [Any] = [Plain(n: 1), Pretty(n: 2), Debuggy(n: 3), Both(), SubObj(), Color.green, Plain2.two(5), Plain2.one]
for v in values {
  print(interp(v), "|", desc(v), "|", refl(v))
}

print(Pretty(n: 9))
debugPrint(Pretty(n: 9))
print(Debuggy(n: 1))
debugPrint(Debuggy(n: 1))
print([Pretty(n: 1)], [Debuggy(n: 2)], [Both()])
print(Optional(Pretty(n: 3)) as Any, Optional(Both()) as Any)
print((Pretty(n: 4), Both()))
print(["k": Both()])
print(Set([Color.red]))

extension Plain: CustomStringConvertible {
  var description: String { "Plain#\(n)" }
}
print(Plain(n: 7), interp(Plain(n: 8)))

protocol Labeled: CustomStringConvertible { var label: String { get } }
extension Labeled { var description: String { "Labeled(\(label))" } }
struct Item: Labeled { let label: String }
struct Custom: Labeled { let label: String; var description: String { "custom " + label } }
print(Item(label: "a"), Custom(label: "b"))
let ls: [any Labeled] = [Item(label: "x"), Custom(label: "y")]
print(ls.map { $0.description }, ls.map { "\($0)" })

func describeAll<T: CustomStringConvertible>(_ xs: [T]) -> String { xs.map(\.description).joined(separator: ",") }
print(describeAll([1, 2]), describeAll([Color.red, .green]), describeAll([SubObj(), Obj()]))
let asObj: Obj = SubObj()
print(asObj, asObj.description)

struct Temperature: CustomStringConvertible, LosslessStringConvertible {
  var c: Int
  init(c: Int) { self.c = c }
  init?(_ s: String) { guard let v = Int(s) else { return nil }; c = v }
  var description: String { "\(c)C" }
}
func parse<T: LosslessStringConvertible>(_ s: String, as: T.Type) -> T? { T(s) }
print(parse("21", as: Temperature.self) as Any, parse("x", as: Temperature.self) as Any)
print(parse("42", as: Int.self)! + 1, parse("true", as: Bool.self)!, parse("2.5", as: Double.self)!)

// expect: Plain#1 | Plain#1 | Plain#1
// expect: Pretty(2) | Pretty(2) | Pretty(2)
// expect: Debuggy<3> | Debuggy<3> | Debuggy<3>
// expect: both-desc | both-desc | both-debug
// expect: SubObj(Obj) | SubObj(Obj) | SubObj(Obj)
// expect: color:green | color:green | color:green
// expect: two(5) | two(5) | main.Plain2.two(5)
// expect: one | one | main.Plain2.one
// expect: Pretty(9)
// expect: Pretty(9)
// expect: Debuggy<1>
// expect: Debuggy<1>
// expect: [Pretty(1)] [Debuggy<2>] [both-debug]
// expect: Optional(Pretty(3)) Optional(both-debug)
// expect: (Pretty(4), both-debug)
// expect: ["k": both-debug]
// expect: [color:red]
// expect: Plain#7 Plain#8
// expect: Labeled(a) custom b
// expect: ["Labeled(x)", "custom y"] ["Labeled(x)", "custom y"]
// expect: 1,2 color:red,color:green SubObj(Obj),Obj
// expect: SubObj(Obj) SubObj(Obj)
// expect: Optional(21C) nil
// expect: 43 true 2.5
