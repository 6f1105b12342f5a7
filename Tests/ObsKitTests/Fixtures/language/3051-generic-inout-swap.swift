// Compiler test style: generic inout helpers on value and reference types
func mySwap<T>(_ a: inout T, _ b: inout T) {
  let tmp = a
  a = b
  b = tmp
}

func modify<T>(_ value: inout T, _ body: (inout T) -> Void) {
  body(&value)
}

struct Pt { var x: Int; var y: Int }
final class Obj { var id: Int; init(_ id: Int) { self.id = id } }

var p1 = Pt(x: 1, y: 1), p2 = Pt(x: 2, y: 2)
mySwap(&p1, &p2)
print(p1.x, p2.x)

var o1 = Obj(1), o2 = Obj(2)
let keep = o1
mySwap(&o1, &o2)
print(o1.id, o2.id, o2 === keep)

var arr = [Pt(x: 0, y: 0), Pt(x: 5, y: 5)]
modify(&arr[0]) { $0.x = 11 }
modify(&arr) { $0.append(Pt(x: 9, y: 9)) }
print(arr.map { $0.x })

var word = "abc"
modify(&word) { $0 = String($0.reversed()) }
print(word)

var ints = [3, 1, 2]
modify(&ints) { $0.sort() }
var first = ints[0], last = ints[2]
mySwap(&first, &last)
ints[0] = first; ints[2] = last
print(ints)

modify(&o1) { $0 = Obj(77) }
print(o1.id, keep.id)
// expect: 2 1
// expect: 2 1 true
// expect: [11, 5, 9]
// expect: cba
// expect: [3, 2, 1]
// expect: 77 1
