// Stack Overflow style (inout): copy-in copy-out, legal aliasing with separate variables, and swapping array elements
func addTwice(_ a: inout Int, _ b: Int) {
    a += b
    a += b
}
var n = 1
addTwice(&n, n)
print(n)

func increment(_ x: inout Int) -> Int {
    x += 1
    return x
}
var k = 10
let result = increment(&k) + increment(&k)
print(result, k)

var arr = [5, 1, 4]
arr.swapAt(0, 2)
print(arr)
var first = arr[0]
var last = arr[2]
swap(&first, &last)
print(first, last, arr)

func fill(_ values: inout [Int], with v: Int) {
    for i in values.indices { values[i] = v }
    values.append(v)
}
fill(&arr, with: 0)
print(arr)

struct Counter { var value = 0 }
var c = Counter()
func bump(_ v: inout Int) { v += 100 }
bump(&c.value)
print(c.value)

var dict = ["a": 1]
bump(&dict["a", default: 0])
bump(&dict["b", default: 0])
print(dict.sorted { $0.key < $1.key })

var matrix = [[1, 2], [3, 4]]
bump(&matrix[1][0])
print(matrix)

func modifyAndReport(_ x: inout Int, _ report: () -> Void) {
    x = 42
    report()
}
var observed = 0
var other = 7
modifyAndReport(&observed) { print("during call other =", other) }
print("after call observed =", observed)

var tuple = (x: 1, y: 2)
bump(&tuple.y)
print(tuple)

// expect: 3
// expect: 23 12
// expect: [4, 1, 5]
// expect: 5 4 [4, 1, 5]
// expect: [0, 0, 0, 0]
// expect: 100
// expect: [(key: "a", value: 101), (key: "b", value: 100)]
// expect: [[1, 2], [103, 4]]
// expect: during call other = 7
// expect: after call observed = 42
// expect: (x: 1, y: 102)
