// Compiler test style (deinit order): locals at scope end, fields after their owner, array elements, closures capturing objects and optional chaining
class Tracked {
    let name: String
    var child: Tracked?
    init(_ name: String, child: Tracked? = nil) { self.name = name; self.child = child; print("init", name) }
    deinit { print("deinit", name) }
    func hello() -> String { "hello from \(name)" }
}

func scope() {
    let a = Tracked("a")
    do {
        let b = Tracked("b")
        print("inner", b.name)
    }
    print("outer", a.name)
}
scope()
print("--")
var parent: Tracked? = Tracked("parent", child: Tracked("kid", child: Tracked("grandkid")))
print(parent?.child?.child?.hello() ?? "none")
parent = nil
print("--")
var list: [Tracked] = [Tracked("x0"), Tracked("x1"), Tracked("x2")]
list.remove(at: 1)
print("removed")
list.removeAll()
print("cleared")
print("--")
var closure: (() -> String)? = nil
do {
    let captured = Tracked("captured")
    closure = { captured.hello() }
}
print(closure?() ?? "none")
closure = nil
print("--")
var maybe: Tracked? = Tracked("maybe")
let result = maybe?.hello()
maybe = Tracked("replacement")
print(result ?? "nil")
maybe = nil
print("--")
func make() -> Tracked { Tracked("temporary") }
print(make().hello())
print("end")

// expect: init a
// expect: init b
// expect: inner b
// expect: deinit b
// expect: outer a
// expect: deinit a
// expect: --
// expect: init grandkid
// expect: init kid
// expect: init parent
// expect: hello from grandkid
// expect: deinit parent
// expect: deinit kid
// expect: deinit grandkid
// expect: --
// expect: init x0
// expect: init x1
// expect: init x2
// expect: deinit x1
// expect: removed
// expect: deinit x0
// expect: deinit x2
// expect: cleared
// expect: --
// expect: init captured
// expect: hello from captured
// expect: deinit captured
// expect: --
// expect: init maybe
// expect: init replacement
// expect: deinit maybe
// expect: hello from maybe
// expect: deinit replacement
// expect: --
// expect: init temporary
// expect: deinit temporary
// expect: hello from temporary
// expect: end
