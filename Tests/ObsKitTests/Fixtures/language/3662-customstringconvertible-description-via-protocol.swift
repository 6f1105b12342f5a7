// Compiler test style: CustomStringConvertible and description via protocol extension vs conformance
protocol Pretty { var pretty: String { get } }
extension Pretty where Self: CustomStringConvertible {
    var pretty: String { "<" + description + ">" }
}
extension Pretty {
    var described: String { "described(\(self))" }
}
struct A: Pretty, CustomStringConvertible { var description: String { "A" } }
struct B: Pretty, CustomStringConvertible {
    var description: String { "B" }
    var pretty: String { "**B**" }
}
struct C: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "C-desc" }
    var debugDescription: String { "C-debug" }
}
struct D { var v = 1 }

let xs: [Pretty] = [A(), B()]
for x in xs { print(x.pretty, x.described) }
print(A().pretty, B().pretty)
print(C())
print([C()])
print(String(describing: C()), String(reflecting: C()))
print("\(C())")
print(D(), [D()])
let opt: C? = C()
print(opt as Any)
print(String(describing: opt))
debugPrint(C(), "s", 1)
print(Optional(D()) as Any)
let any: Any = C()
print(any, "\(any)")
// expect: <A> described(A)
// expect: **B** described(B)
// expect: <A> **B**
// expect: C-desc
// expect: [C-debug]
// expect: C-desc C-debug
// expect: C-desc
// expect: D(v: 1) [main.D(v: 1)]
// expect: Optional(C-debug)
// expect: Optional(C-debug)
// expect: C-debug "s" 1
// expect: Optional(main.D(v: 1))
// expect: C-desc C-desc
