// Compiler-test style: inout parameters, copy-in copy-out semantics, swapAt and exclusivity-safe swaps
func increment(_ x: inout Int, by n: Int = 1) { x += n }
func mySwap<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }

var a = 1, b = 2
increment(&a)
increment(&b, by: 10)
print(a, b)
mySwap(&a, &b)
print(a, b)
swap(&a, &b)
print(a, b)
(a, b) = (b, a)
print(a, b)

var arr = [10, 20, 30, 40]
arr.swapAt(0, 3)
print(arr)
increment(&arr[1], by: 5)
print(arr)
var copy0 = arr[0], copy2 = arr[2]
mySwap(&copy0, &copy2)
arr[0] = copy0; arr[2] = copy2
print(arr)

struct Point { var x = 0, y = 0 }
func swapFields() {
    // disjoint stored properties of a local struct may be passed inout together
    var p = Point(x: 3, y: 4)
    mySwap(&p.x, &p.y)
    print(p.x, p.y)
    increment(&p.x, by: p.y)
    print(p.x)
}
swapFields()

var observedLog: [String] = []
var observed = 0 { didSet { observedLog.append("didSet \(oldValue)->\(observed)") } }
func triple(_ v: inout Int) { v *= 3; v += 1 }
observed = 2
triple(&observed)
print(observedLog)

func reverseInPlace(_ xs: inout [Character]) {
    var i = 0, j = xs.count - 1
    while i < j { xs.swapAt(i, j); i += 1; j -= 1 }
}
var chars = Array("inout")
reverseInPlace(&chars)
print(String(chars))

// expect: 2 12
// expect: 12 2
// expect: 2 12
// expect: 12 2
// expect: [40, 20, 30, 10]
// expect: [40, 25, 30, 10]
// expect: [30, 25, 40, 10]
// expect: 4 3
// expect: 7
// expect: ["didSet 0->2", "didSet 2->7"]
// expect: tuoni
