// A struct's mutating method called on an array element or a stored property (arr[0].check(), o.inner.check(), c.s.check()): self is moved out for the call, so isKnownUniquelyReferenced inside sees its storage unshared, as Swift's inout self does
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
final class Box { var v = 0 }
struct S {
    var b = Box()
    mutating func check() -> Bool { isKnownUniquelyReferenced(&b) }
}
var s = S()
print(s.check())
func f() { var t = S(); print(t.check()) }
f()
var arr = [S()]
print(arr[0].check())
struct Outer { var inner = S() }
var o = Outer()
print(o.inner.check())
final class C { var s = S() }
let c = C()
print(c.s.check())

// expect: true
// expect: true
// expect: true
// expect: true
// expect: true
