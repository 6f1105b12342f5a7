// Compiler test style: inout with nested properties, subscripts, and swapAt
struct Inner { var value: Int }
struct Outer { var inner: Inner; var list: [Int] }

func double(_ x: inout Int) { x *= 2 }
func appendTwice(_ a: inout [Int], _ v: Int) { a.append(v); a.append(v) }
func reset(_ i: inout Inner) { i = Inner(value: 0) }

var o = Outer(inner: Inner(value: 3), list: [1, 2, 3])
double(&o.inner.value)
print(o.inner.value)
double(&o.list[1])
print(o.list)
appendTwice(&o.list, 9)
print(o.list)
o.list.swapAt(0, 4)
print(o.list)

var arr = [Outer(inner: Inner(value: 1), list: []), Outer(inner: Inner(value: 2), list: [5])]
double(&arr[1].inner.value)
appendTwice(&arr[0].list, 4)
reset(&arr[1].inner)
print(arr.map { "\($0.inner.value)|\($0.list)" }.joined(separator: " "))

var dict = ["k": 10]
double(&dict["k", default: 0])
double(&dict["new", default: 7])
print(dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

var a = 1, b = 2
swap(&a, &b)
print(a, b)

var pairs = [(1, "one"), (2, "two")]
pairs.swapAt(0, 1)
print(pairs.map { "\($0.0)\($0.1)" })

func incrAll(_ xs: inout [Int]) { for i in xs.indices { xs[i] += 1 } }
incrAll(&o.list)
print(o.list)
// expect: 6
// expect: [1, 4, 3]
// expect: [1, 4, 3, 9, 9]
// expect: [9, 4, 3, 9, 1]
// expect: 1|[4, 4] 0|[5]
// expect: ["k=20", "new=14"]
// expect: 2 1
// expect: ["2two", "1one"]
// expect: [10, 5, 4, 10, 2]
