// inout parameters with &: variables, struct fields, and array elements are written back.
func double(_ x: inout Int) { x *= 2 }
func swapValues<T>(_ a: inout T, _ b: inout T) {
    let t = a
    a = b
    b = t
}
func appendTwice(_ s: inout [String], _ v: String) {
    s.append(v)
    s.append(v)
}
struct Point { var x: Int; var y: Int }
var n = 5
double(&n)
print(n)
var p = Point(x: 1, y: 2)
double(&p.x)
print(p.x, p.y)
var lo = 1, hi = 2
swapValues(&lo, &hi)
print(lo, hi)
var arr = [1, 2, 3]
double(&arr[2])
print(arr)
var words: [String] = []
appendTwice(&words, "hi")
print(words)
var a = "left", b = "right"
swap(&a, &b)
print(a, b)

// expect: 10
// expect: 2 2
// expect: 2 1
// expect: [1, 2, 6]
// expect: ["hi", "hi"]
// expect: right left
