// Swift compiler execution test style (inout and observers): passing observed properties inout shows willSet/didSet firing once after the call, with the call's prints in between
struct Meter {
    var reading = 0 {
        willSet { print("  willSet", reading, "->", newValue) }
        didSet { print("  didSet", oldValue, "->", reading) }
    }
}
func addTwice(_ x: inout Int) {
    print("  in function, start", x)
    x += 1
    x += 1
    print("  in function, end", x)
}
var m = Meter()
print("call addTwice")
addTwice(&m.reading)
print("after:", m.reading)
print("compound +=")
m.reading += 10
print("swap with local")
var local = 99
swap(&m.reading, &local)
print(m.reading, local)

class Holder {
    var items: [Int] = [] {
        didSet { print("  items didSet count", oldValue.count, "->", items.count) }
    }
}
let h = Holder()
print("append")
h.items.append(1)
print("inout append")
func pushTwo(_ a: inout [Int]) { a.append(2); a.append(3) }
pushTwo(&h.items)
print("subscript set")
h.items[0] = 100
print(h.items)

var global = 1 { didSet { print("  global didSet", oldValue, global) } }
func triple(_ v: inout Int) { v *= 3 }
triple(&global)
print("mutating method on observed struct")
struct Pt { var x = 0; mutating func shift() { x += 5 } }
var p = Pt() { didSet { print("  p didSet", oldValue.x, p.x) } }
p.shift()
p.x = 1

// expect: call addTwice
// expect:   in function, start 0
// expect:   in function, end 2
// expect:   willSet 0 -> 2
// expect:   didSet 0 -> 2
// expect: after: 2
// expect: compound +=
// expect:   willSet 2 -> 12
// expect:   didSet 2 -> 12
// expect: swap with local
// expect:   willSet 12 -> 99
// expect:   didSet 12 -> 99
// expect: 99 12
// expect: append
// expect:   items didSet count 0 -> 1
// expect: inout append
// expect:   items didSet count 1 -> 3
// expect: subscript set
// expect:   items didSet count 3 -> 3
// expect: [100, 2, 3]
// expect:   global didSet 1 3
// expect: mutating method on observed struct
// expect:   p didSet 0 5
// expect:   p didSet 5 1
