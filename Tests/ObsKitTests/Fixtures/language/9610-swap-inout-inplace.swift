// swap and inout: swapping array elements, struct fields, tuples, generic in-place algorithms, inout chains
// known-gap: error: 9610-swap-inout-inplace.swift:70:1: error: value of type '[Int]' has no member 'withUnsafeMutableBufferPointer'
func rotateLeft<T>(_ a: inout T, _ b: inout T, _ c: inout T) {
    swap(&a, &b)
    swap(&b, &c)
}
func reverseInPlace<T>(_ xs: inout [T]) {
    var i = 0, j = xs.count - 1
    while i < j { xs.swapAt(i, j); i += 1; j -= 1 }
}
func bubbleSort<T: Comparable>(_ xs: inout [T]) -> Int {
    var swaps = 0
    for end in stride(from: xs.count - 1, to: 0, by: -1) {
        for k in 0..<end where xs[k] > xs[k + 1] {
            let tmp = xs[k]; xs[k] = xs[k + 1]; xs[k + 1] = tmp
            swaps += 1
        }
    }
    return swaps
}
struct Pair { var left: String; var right: String }
func flip(_ p: inout Pair) { swap(&p.left, &p.right) }
func increment(_ x: inout Int, by n: Int = 1) -> Int { x += n; return x }
func twice(_ f: (inout Int) -> Void, _ v: inout Int) { f(&v); f(&v) }

var a = 1, b = 2, c = 3
rotateLeft(&a, &b, &c)
print(a, b, c)
var s1 = "x", s2 = "y"
swap(&s1, &s2)
print(s1, s2)
var arr = [1, 2, 3, 4, 5]
reverseInPlace(&arr)
print(arr)
var single = [42]
reverseInPlace(&single)
var none: [Int] = []
reverseInPlace(&none)
print(single, none)
var data = [5, 1, 4, 2, 8, 0]
print(bubbleSort(&data), data)
var already = ["a", "b"]
print(bubbleSort(&already), already)
var p = Pair(left: "L", right: "R")
flip(&p)
print(p.left, p.right)
var pairs = [Pair(left: "1", right: "2"), Pair(left: "3", right: "4")]
flip(&pairs[1])
print(pairs.map { $0.left + $0.right })
var counter = 10
print(increment(&counter), increment(&counter, by: 5), counter)
twice({ $0 *= 3 }, &counter)
print(counter)
var tuple = (first: 1, second: 2)
(tuple.first, tuple.second) = (tuple.second, tuple.first)
print(tuple)
var grid = [[1, 2], [3, 4]]
grid.swapAt(0, 1)
let tmp = grid[0][0]; grid[0][0] = grid[1][1]; grid[1][1] = tmp
print(grid)
var dict = ["k": 1]
_ = increment(&dict["k", default: 0], by: 9)
_ = increment(&dict["new", default: 100])
print(dict.sorted { $0.key < $1.key })
var opt: Int? = 5
if var unwrapped = opt { _ = increment(&unwrapped); print(unwrapped, opt!) }
opt! += 1
print(opt!)
var m = [3, 1, 2]
m.withUnsafeMutableBufferPointer { buf in buf.swapAt(0, 2) }
print(m)

// expect: 2 3 1
// expect: y x
// expect: [5, 4, 3, 2, 1]
// expect: [42] []
// expect: 9 [0, 1, 2, 4, 5, 8]
// expect: 0 ["a", "b"]
// expect: R L
// expect: ["12", "43"]
// expect: 11 16 16
// expect: 144
// expect: (first: 2, second: 1)
// expect: [[2, 4], [1, 3]]
// expect: [(key: "k", value: 10), (key: "new", value: 101)]
// expect: 6 5
// expect: 6
// expect: [2, 1, 3]
