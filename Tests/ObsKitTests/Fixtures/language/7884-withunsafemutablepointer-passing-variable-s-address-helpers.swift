// WWDC style (withUnsafeMutablePointer): passing a variable's address to helpers
func increment(_ p: UnsafeMutablePointer<Int>, by amount: Int) {
    p.pointee += amount
}
func swapValues(_ a: UnsafeMutablePointer<Int>, _ b: UnsafeMutablePointer<Int>) {
    let t = a.pointee
    a.pointee = b.pointee
    b.pointee = t
}

var counter = 10
withUnsafeMutablePointer(to: &counter) { p in
    increment(p, by: 5)
    increment(p, by: 1)
}
print("counter", counter)
var x = 1, y = 2
withUnsafeMutablePointer(to: &x) { px in
    withUnsafeMutablePointer(to: &y) { py in
        swapValues(px, py)
    }
}
print("x", x, "y", y)
increment(&counter, by: 100)
print("counter", counter)
let doubled = withUnsafePointer(to: counter) { $0.pointee * 2 }
print("doubled", doubled)
struct Pair { var a = 1; var b = 2 }
var pair = Pair()
withUnsafeMutablePointer(to: &pair) { $0.pointee.b = 42 }
print(pair.a, pair.b)
// expect: counter 16
// expect: x 2 y 1
// expect: counter 116
// expect: doubled 232
// expect: 1 42
