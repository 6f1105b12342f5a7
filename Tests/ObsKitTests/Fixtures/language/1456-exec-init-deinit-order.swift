// Execution-test style: init and deinit order in small cases: nested members, arrays, reassignment, optionals and scopes.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class T {
    let n: String
    init(_ n: String) { self.n = n; print("init", n) }
    deinit { print("deinit", n) }
}
final class Holder {
    let a = T("member a")
    let b: T
    init() { b = T("member b"); print("init holder") }
    deinit { print("deinit holder") }
}
print("1")
var h: Holder? = Holder()
h = nil
print("2")
var arr = [T("x"), T("y")]
arr.reverse()
arr = []
print("3")
var v = T("first")
v = T("second")
print("4")
var opt: T? = T("opt")
let same = opt
opt = same
opt = nil
print("5")
do { _ = T("discarded") }
print("6")
_ = T("underscore")
print("7")
func make() -> T { T("returned") }
let kept = make()
print("8", kept.n)
var pair: (T, T)? = (T("p1"), T("p2"))
pair = nil
print("9")
var dict = ["k": T("dict")]
dict.removeAll()
print("10", v.n)

// expect: 1
// expect: init member a
// expect: init member b
// expect: init holder
// expect: deinit holder
// expect: deinit member a
// expect: deinit member b
// expect: 2
// expect: init x
// expect: init y
// expect: deinit y
// expect: deinit x
// expect: 3
// expect: init first
// expect: init second
// expect: deinit first
// expect: 4
// expect: init opt
// expect: 5
// expect: init discarded
// expect: deinit discarded
// expect: 6
// expect: init underscore
// expect: deinit underscore
// expect: 7
// expect: init returned
// expect: 8 returned
// expect: init p1
// expect: init p2
// expect: deinit p1
// expect: deinit p2
// expect: 9
// expect: init dict
// expect: deinit dict
// expect: 10 second
