// Compiler test style (parameters): variadic and inout parameters, swaps without exclusivity conflicts
func average(_ numbers: Double...) -> Double {
    numbers.isEmpty ? 0 : numbers.reduce(0, +) / Double(numbers.count)
}
print(average(), average(4), average(1, 2, 3, 4))

func join(_ parts: String..., separator: String = ",") -> String {
    parts.joined(separator: separator)
}
print(join("a", "b", "c"), join("x", "y", separator: "+"))

// Multiple variadic parameters (Swift 5.4+)
func zipLabels(_ names: String..., values: Int...) -> [String] {
    zip(names, values).map { "\($0)=\($1)" }
}
print(zipLabels("a", "b", "c", values: 1, 2))

func increment(_ x: inout Int, by step: Int = 1) {
    x += step
}
var n = 10
increment(&n)
increment(&n, by: 5)
print(n)

func mySwap<T>(_ a: inout T, _ b: inout T) {
    let t = a
    a = b
    b = t
}
var p = "left", q = "right"
mySwap(&p, &q)
print(p, q)

var arr = [1, 2, 3, 4, 5]
arr.swapAt(0, 4)
print(arr)
var (i, j) = (arr[1], arr[3])
mySwap(&i, &j)
arr[1] = i; arr[3] = j
print(arr)

// inout on a struct property and array element
struct Pair { var first: Int; var second: Int }
var pair = Pair(first: 1, second: 2)
swap(&pair.first, &n)
print(pair.first, n)
increment(&arr[2], by: 100)
print(arr)

// inout copy-in copy-out: the caller sees the final value only
func twice(_ x: inout Int, _ log: (Int) -> Void) {
    x *= 2; log(x)
    x *= 2; log(x)
}
var v = 3
twice(&v) { print("inside: \($0)") }
print("after: \(v)")

// Tuple swap idiom
var (a, b) = (1, 2)
(a, b) = (b, a)
print(a, b)

// expect: 0.0 4.0 2.5
// expect: a,b,c x+y
// expect: ["a=1", "b=2"]
// expect: 16
// expect: right left
// expect: [5, 2, 3, 4, 1]
// expect: [5, 4, 3, 2, 1]
// expect: 16 1
// expect: [5, 4, 103, 2, 1]
// expect: inside: 6
// expect: inside: 12
// expect: after: 12
// expect: 2 1
