// Compiler test style: inout on computed properties calls get then set; didSet fires once
struct Temp {
  var celsius = 0.0
  var fahrenheit: Double {
    get { print("get F"); return celsius * 9 / 5 + 32 }
    set { print("set F", newValue); celsius = (newValue - 32) * 5 / 9 }
  }
}
func addTen(_ d: inout Double) { print("in addTen"); d += 10 }
var t = Temp()
addTen(&t.fahrenheit)
print(t.celsius)

struct Observed {
  var value: Int = 0 {
    willSet { print("willSet", value, "->", newValue) }
    didSet { print("didSet", oldValue, "->", value) }
  }
}
func triple(_ x: inout Int) { x *= 3; print("inside triple", x) }
var o = Observed()
o.value = 2
triple(&o.value)
print(o.value)

var global = 5 {
  didSet { print("global changed from", oldValue, "to", global) }
}
func twice(_ x: inout Int) { x += 1; x += 1 }
twice(&global)
print(global)

class Holder {
  var items: [Int] = [] { didSet { print("items didSet count", items.count) } }
}
let h = Holder()
h.items.append(1)
h.items.append(2)
func clear(_ a: inout [Int]) { a.removeAll() }
clear(&h.items)
// expect: get F
// expect: in addTen
// expect: set F 42.0
// expect: 5.555555555555555
// expect: willSet 0 -> 2
// expect: didSet 0 -> 2
// expect: inside triple 6
// expect: willSet 2 -> 6
// expect: didSet 2 -> 6
// expect: 6
// expect: global changed from 5 to 7
// expect: 7
// expect: items didSet count 1
// expect: items didSet count 2
// expect: items didSet count 0
