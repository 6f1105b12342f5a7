// Compiler test style: mutating requirements through generics, existentials and classes
protocol Incrementable {
  var count: Int { get }
  mutating func increment()
}
extension Incrementable {
  mutating func incrementTwice() { increment(); increment() }
}

struct ValueCounter: Incrementable {
  var count = 0
  mutating func increment() { count += 1 }
}
final class RefCounter: Incrementable {
  var count = 0
  func increment() { count += 10 }
}

func bump<T: Incrementable>(_ x: T) -> T {
  var copy = x
  copy.incrementTwice()
  return copy
}

let v = ValueCounter()
let v2 = bump(v)
print(v.count, v2.count)
let r = RefCounter()
let r2 = bump(r)
print(r.count, r2.count, r === r2)

var arr: [any Incrementable] = [ValueCounter(), RefCounter(), ValueCounter()]
for i in arr.indices { arr[i].incrementTwice() }
print(arr.map { $0.count })
var copyArr = arr
copyArr[0].increment()
copyArr[1].increment()
print(arr.map { $0.count }, copyArr.map { $0.count })

func bumpInPlace<T: Incrementable>(_ x: inout T, times: Int) {
  for _ in 0..<times { x.increment() }
}
var vc = ValueCounter()
bumpInPlace(&vc, times: 3)
print(vc.count)
var ex: any Incrementable = ValueCounter(count: 5)
bumpInPlace(&ex, times: 2)
print(ex.count)

protocol Resizable {
  var size: Int { get set }
}
extension Resizable {
  mutating func grow() { size *= 2 }
  var isLarge: Bool { size > 10 }
}
struct Window: Resizable { var size: Int }
class Panel: Resizable { var size: Int; init(size: Int) { self.size = size } }

var w = Window(size: 3)
w.grow(); w.grow()
print(w.size, w.isLarge)
let p = Panel(size: 4)
var pAlias = p
pAlias.grow()
print(p.size, pAlias.size, p.isLarge)

struct Holder<T: Resizable> {
  var item: T
  mutating func growItem() { item.grow() }
}
var h = Holder(item: Window(size: 6))
h.growItem()
print(h.item.size, h.item.isLarge)
var hp = Holder(item: Panel(size: 1))
let before = hp.item
hp.growItem()
print(before.size, hp.item.size)

protocol Stackish {
  associatedtype E
  mutating func push(_ e: E)
  mutating func pop() -> E?
}
extension Array: Stackish {
  mutating func push(_ e: Element) { append(e) }
  mutating func pop() -> Element? { popLast() }
}
func reverseVia<S: Stackish>(_ s: inout S, _ xs: [S.E]) -> [S.E] {
  for x in xs { s.push(x) }
  var out: [S.E] = []
  while let x = s.pop() { out.append(x) }
  return out
}
var st: [String] = []
print(reverseVia(&st, ["a", "b", "c"]), st)

// expect: 0 2
// expect: 20 20 true
// expect: [2, 20, 2]
// expect: [2, 30, 2] [3, 30, 2]
// expect: 3
// expect: 7
// expect: 12 true
// expect: 8 8 false
// expect: 12 true
// expect: 2 2
// expect: ["c", "b", "a"] []
