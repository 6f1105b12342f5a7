// Compiler test style: Mirror displayStyle
// Checks Mirror.displayStyle for struct, class, enum, tuple, optional,
// collection, dictionary, set, and nil for plain scalars and strings.

struct S { var a = 1 }
class C { var b = 2 }
enum E { case x, y(Int) }

func style(_ v: Any) -> String {
  if let s = Mirror(reflecting: v).displayStyle {
    return "\(s)"
  }
  return "none"
}

print(style(S()))
print(style(C()))
print(style(E.x))
print(style(E.y(1)))
print(style((1, 2)))
print(style(Optional(1) as Any))
print(style([1, 2]))
print(style(["a": 1]))
print(style(Set([1])))
print(style(1))
print(style("s"))
print(style(1.5))
print(style(true))
print(style(1..<2))

// Switching over displayStyle.
func kind(_ v: Any) -> String {
  switch Mirror(reflecting: v).displayStyle {
  case .struct?: return "a struct"
  case .class?: return "a class"
  case .enum?: return "an enum"
  case .tuple?: return "a tuple"
  case .optional?: return "an optional"
  case .collection?: return "a collection"
  case .dictionary?: return "a dictionary"
  case .set?: return "a set"
  case nil: return "leaf"
  default: return "other"
  }
}

let values: [Any] = [S(), C(), E.x, (1, "a"), [3], ["k": 1], Set(["z"]), 42]
for v in values {
  print(kind(v))
}

// displayStyle equality.
print(Mirror(reflecting: S()).displayStyle == .struct)
print(Mirror(reflecting: C()).displayStyle == .struct)

// Optional mirror children.
let o: Int? = 5
let om = Mirror(reflecting: o as Any)
print(om.displayStyle == .optional, om.children.count)
let n: Int? = nil
let nm = Mirror(reflecting: n as Any)
print(nm.displayStyle == .optional, nm.children.count)

// A generic function that counts struct fields recursively.
func fieldCount(_ v: Any) -> Int {
  let m = Mirror(reflecting: v)
  guard m.displayStyle == .struct else { return 1 }
  var total = 0
  for c in m.children {
    total += fieldCount(c.value)
  }
  return total
}
struct Inner { var p = 1; var q = 2 }
struct Outer { var i = Inner(); var j = Inner(); var k = 3 }
print(fieldCount(Outer()))
print(fieldCount(7))

// expect: struct
// expect: class
// expect: enum
// expect: enum
// expect: tuple
// expect: optional
// expect: collection
// expect: dictionary
// expect: set
// expect: none
// expect: none
// expect: none
// expect: none
// expect: none
// expect: a struct
// expect: a class
// expect: an enum
// expect: a tuple
// expect: a collection
// expect: a dictionary
// expect: a set
// expect: leaf
// expect: true
// expect: false
// expect: true 1
// expect: true 0
// expect: 5
// expect: 1
