// Compiler test style: captured objects are released when the owning closures are destroyed
final class Res {
    let tag: String
    init(_ tag: String) { self.tag = tag; print("acquire \(tag)") }
    deinit { print("release \(tag)") }
}

var handlers: [() -> String] = []
do {
    let a = Res("a")
    let b = Res("b")
    handlers.append { a.tag }
    handlers.append { a.tag + b.tag }
    handlers.append { [weak b] in b?.tag ?? "nil" }
}
print(handlers.map { $0() })
print("drop second")
handlers.remove(at: 1)
print(handlers.map { $0() })
print("drop first")
handlers.removeFirst()
print(handlers.map { $0() })

func makeScoped() -> () -> Void {
    let r = Res("scoped")
    return { _ = r }
}
var f: (() -> Void)? = makeScoped()
f?()
print("set nil")
f = nil
print("end")
// expect: acquire a
// expect: acquire b
// expect: ["a", "ab", "b"]
// expect: drop second
// expect: release b
// expect: ["a", "nil"]
// expect: drop first
// expect: release a
// expect: ["nil"]
// expect: acquire scoped
// expect: set nil
// expect: release scoped
// expect: end
