// Blog style (protocol precedence): description vs debugDescription vs mirror
struct A: CustomStringConvertible { var description: String { "A-desc" } }
struct B: CustomDebugStringConvertible { var debugDescription: String { "B-debug" } }
struct C: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "C-desc" }
    var debugDescription: String { "C-debug" }
}
struct D: CustomReflectable {
    var x = 1
    var customMirror: Mirror { Mirror(self, children: ["shown": 99]) }
}
struct E { var x = 1 }
func show(_ v: Any) {
    print(String(describing: v), "|", String(reflecting: v), "|", "\(v)")
}
show(A())
show(B())
show(C())
show(D())
show(E())
print([A()], [B()], [C()])
debugPrint([A()], [B()], [C()])
print((A(), B(), C()))
let oc: C? = C()
print(oc as Any)
print(String(describing: oc))
dump(A())
dump(C())
// expect: A-desc | A-desc | A-desc
// expect: B-debug | B-debug | B-debug
// expect: C-desc | C-debug | C-desc
// expect: main.D | main.D | main.D
// expect: E(x: 1) | main.E(x: 1) | E(x: 1)
// expect: [A-desc] [B-debug] [C-debug]
// expect: [A-desc] [B-debug] [C-debug]
// expect: (A-desc, B-debug, C-debug)
// expect: Optional(C-debug)
// expect: Optional(C-debug)
// expect: - A-desc
// expect: - C-debug
