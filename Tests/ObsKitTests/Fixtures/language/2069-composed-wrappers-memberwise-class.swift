// Composed property wrappers (SE-0258): the outer wrapper's setter sees the inner wrapper; memberwise init and a class's += go through both. Expected output from swiftc 6.3.1 on this machine.
@propertyWrapper struct Logged<Value> { var inner: Value; init(wrappedValue: Value) { inner = wrappedValue }
  var wrappedValue: Value { get { inner } set { print("set", newValue); inner = newValue } } }
@propertyWrapper struct Plus1 { var v: Int; init(wrappedValue: Int) { v = wrappedValue + 1 }; var wrappedValue: Int { get { v } set { v = newValue + 1 } } }
struct S { @Logged @Plus1 var x: Int = 1 }
var s = S()
print(s.x)
s.x = 5
print(s.x)
var t = S(x: 10)
print(t.x)
final class C { @Logged @Plus1 var y = 3 }
let c = C()
c.y += 1
print(c.y)
// expect: 2
// expect: set Plus1(v: 6)
// expect: 6
// expect: 11
// expect: set Plus1(v: 6)
// expect: 6
