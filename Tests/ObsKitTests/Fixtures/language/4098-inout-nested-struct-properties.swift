// Compiler test style: inout with nested struct properties, class properties and exclusivity-safe patterns
struct Inner { var v = 1 }
struct Outer { var inner = Inner(); var list = [Inner(), Inner()] }

func inc(_ x: inout Int) { x += 1 }
var o = Outer()
inc(&o.inner.v)
inc(&o.list[1].v)
inc(&o.list[1].v)
print(o.inner.v, o.list.map { $0.v })

class C { var n = 0; var arr = [1, 2] }
let c = C()
inc(&c.n)
inc(&c.arr[0])
print(c.n, c.arr)

func modify(_ s: inout Outer) {
  s.inner.v *= 10
  s.list.append(Inner(v: 7))
}
modify(&o)
print(o.inner.v, o.list.count)

func setAll(_ a: inout [Int], to v: Int) { for i in a.indices { a[i] = v } }
var arr = [1, 2, 3]
setAll(&arr, to: 9)
print(arr)

var opt: Int? = 5
func incOpt(_ x: inout Int?) { if let v = x { x = v + 1 } }
incOpt(&opt)
print(opt as Any)
inc(&opt!)
print(opt!)

struct Stack {
  private(set) var items: [String] = []
  mutating func push(_ s: String) { items.append(s) }
  mutating func pop() -> String? { items.popLast() }
}
var st = Stack()
func pushTwo(_ s: inout Stack) { s.push("a"); s.push("b") }
pushTwo(&st)
print(st.pop() ?? "-", st.items)

var a = 1, b = 2
func addInto(_ dst: inout Int, _ src: Int) { dst += src }
addInto(&a, b)
addInto(&b, a)
print(a, b)
var tuple = (x: 1, y: 2)
inc(&tuple.y)
print(tuple)
// expect: 2 [1, 3]
// expect: 1 [2, 2]
// expect: 20 3
// expect: [9, 9, 9]
// expect: Optional(6)
// expect: 7
// expect: b ["a"]
// expect: 3 5
// expect: (x: 1, y: 3)
