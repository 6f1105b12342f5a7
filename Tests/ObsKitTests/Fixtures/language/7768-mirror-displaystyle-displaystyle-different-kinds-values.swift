// Blog style (Mirror displayStyle): displayStyle for different kinds of values
struct S { var a = 1 }
class C { var b = 2 }
enum E { case one, two(Int) }
func style(_ x: Any) -> String {
    switch Mirror(reflecting: x).displayStyle {
    case .struct?: return "struct"
    case .class?: return "class"
    case .enum?: return "enum"
    case .tuple?: return "tuple"
    case .optional?: return "optional"
    case .collection?: return "collection"
    case .dictionary?: return "dictionary"
    case .set?: return "set"
    case nil: return "none"
    default: return "other"
    }
}
print(style(S()))
print(style(C()))
print(style(E.one))
print(style(E.two(3)))
print(style((1, 2)))
print(style(Optional(1) as Any))
print(style([1]))
print(style(["a": 1]))
print(style(Set([1])))
print(style(1))
print(style("s"))
let em = Mirror(reflecting: E.two(9))
for c in em.children { print(c.label as Any, c.value) }
print(Mirror(reflecting: E.one).children.count)
print(String(describing: Mirror(reflecting: S()).displayStyle))
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
// expect: Optional("two") 9
// expect: 0
// expect: Optional(Swift.Mirror.DisplayStyle.struct)
