// Compiler test style: custom MutableCollection supports swapAt, sort(), reverse() and partition in place
struct Fixed8<T>: MutableCollection, RandomAccessCollection {
  var a, b, c, d, e, f, g, h: T
  init(_ x: [T]) {
    (a, b, c, d, e, f, g, h) = (x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7])
  }
  var startIndex: Int { 0 }
  var endIndex: Int { 8 }
  subscript(i: Int) -> T {
    get {
      switch i {
      case 0: return a
      case 1: return b
      case 2: return c
      case 3: return d
      case 4: return e
      case 5: return f
      case 6: return g
      default: return h
      }
    }
    set {
      switch i {
      case 0: a = newValue
      case 1: b = newValue
      case 2: c = newValue
      case 3: d = newValue
      case 4: e = newValue
      case 5: f = newValue
      case 6: g = newValue
      default: h = newValue
      }
    }
  }
}

var x = Fixed8([5, 2, 8, 1, 9, 3, 7, 4])
print(Array(x))
x.swapAt(0, 7)
print(Array(x), x.a, x.h)
x.sort()
print(Array(x))
x.reverse()
print(Array(x))
let p = x.partition(by: { $0 % 2 == 0 })
print(p, Array(x[..<p]).sorted(), Array(x[p...]).sorted())
x.sort(by: >)
print(x.a, x.h)
x[2...4].sort()
print(Array(x))
for i in x.indices { x[i] *= 2 }
print(Array(x))
var s = Fixed8(["h", "g", "f", "e", "d", "c", "b", "a"])
s[1..<7].reverse()
print(s.joined())
s.sort()
print(s.joined(separator: " "))

// expect: [5, 2, 8, 1, 9, 3, 7, 4]
// expect: [4, 2, 8, 1, 9, 3, 7, 5] 4 5
// expect: [1, 2, 3, 4, 5, 7, 8, 9]
// expect: [9, 8, 7, 5, 4, 3, 2, 1]
// expect: 5 [1, 3, 5, 7, 9] [2, 4, 8]
// expect: 9 1
// expect: [9, 8, 4, 5, 7, 3, 2, 1]
// expect: [18, 16, 8, 10, 14, 6, 4, 2]
// expect: hbcdefga
// expect: a b c d e f g h
