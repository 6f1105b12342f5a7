// Compiler test style: optional chaining assignment results, mutating calls and chained calls
class Node {
  var value: Int
  var next: Node?
  init(_ v: Int, _ n: Node? = nil) { value = v; next = n }
  func bump() -> Int { value += 1; return value }
}

var trace: [String] = []
func val(_ x: Int) -> Int { trace.append("val \(x)"); return x }

let list = Node(1, Node(2))
let r1: Void? = list.next?.value = val(20)
let r2: Void? = list.next?.next?.value = val(30)
print(r1 != nil, r2 != nil, trace)
print(list.value, list.next!.value)

if (list.next?.next?.value = 5) == nil { print("assignment did not happen") }
print(list.next?.bump() as Any, list.next?.next?.bump() as Any)

struct Inner { var xs: [Int] = [1, 2]; mutating func add(_ x: Int) { xs.append(x) } }
struct Outer { var inner: Inner? }
var o = Outer(inner: Inner())
o.inner?.add(val(3))
o.inner?.xs[0] += 100
print(o.inner?.xs as Any)
o.inner = nil
trace = []
o.inner?.add(val(4))
o.inner?.xs[val(0)] += val(1)
print(o.inner as Any, trace)

var dict: [String: [Int]] = ["a": [1]]
dict["a"]?.append(2)
dict["b"]?.append(3)
print(dict.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let counts = dict["a"]?.count ?? 0
print(counts, dict["zzz"]?.first?.description ?? "none")

// expect: true false ["val 20"]
// expect: 1 20
// expect: assignment did not happen
// expect: Optional(21) nil
// expect: Optional([101, 2, 3])
// expect: nil []
// expect: ["a:[1, 2]"]
// expect: 2 none
