// Language Reference style (operators): the & in-out marker, postfix ? and ! rules, overflow operators and whitespace-sensitive parsing
func bump(_ x: inout Int, by n: Int = 1) { x += n }
var count = 1
bump(&count)
bump(&count, by: 5)
print(count)

var arr = [3, 1, 2]
func sortIt(_ a: inout [Int]) { a.sort() }
sortIt(&arr)
print(arr)
arr.swapAt(0, 2)
var l = "L", r = "R"
swap(&l, &r)
print(arr, l, r)

struct Node { var next: [Int]?; var label: String? }
let n: Node? = Node(next: [4, 5], label: nil)
print(n?.next?.count as Any, n?.label?.count as Any)
print(n!.next![1], n?.next?[0] ?? 0)
let missing: Node? = nil
print(missing?.next?.first as Any)

let big = Int8.max
print(big &+ 1, Int8.min &- 1, big &* 2)
print(UInt8(200) &+ 100, 1 &<< 65, -8 &>> 1)

var maybe: Int? = 3
maybe? += 10
print(maybe!)
maybe = nil
maybe? += 10
print(maybe as Any)

let a = 4, b = 2
let c = a>b ? a : b
print(c, a == b ? "eq" : "ne")
let s: String? = "hi"
print(s!.uppercased(), (s?.count ?? 0) + 1)
let dict = ["k": [1, 2]]
print(dict["k"]?[1] as Any, dict["z"]?.first as Any)
var d2 = ["x": 1]
d2["x"]! += 41
print(d2["x"]!)
let ff = -(-a)
print(ff, ~a, ~0 & 0xF)

// expect: 7
// expect: [1, 2, 3]
// expect: [3, 2, 1] R L
// expect: Optional(2) nil
// expect: 5 4
// expect: nil
// expect: -128 127 -2
// expect: 44 2 -4
// expect: 13
// expect: nil
// expect: 4 ne
// expect: HI 3
// expect: Optional(2) nil
// expect: 42
// expect: 4 -5 15
