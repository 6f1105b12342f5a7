// An integer literal stored in a property whose type is the instance's generic parameter takes the type that
// parameter stands for: `box.value = 27` in a Box of Double stores 27.0, through an init, a plain stored
// property and a struct's. Expected output: swiftc 6.3.1 on this machine (Linux).
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
let b = Box(18.0)
b.value = 27
print(b.value)
struct S<T> { var t: T }
var s = S(t: 1.5)
s.t = 3
print(s.t)
let c = Box<Double>(2)
print(c.value)
struct Pair<T> { var first: T; var second: T }
var pair = Pair(first: 0.5, second: 1.5)
pair.second = 4
print(pair.first + pair.second, pair.second)

// expect: 27.0
// expect: 3.0
// expect: 2.0
// expect: 4.5 4.0
