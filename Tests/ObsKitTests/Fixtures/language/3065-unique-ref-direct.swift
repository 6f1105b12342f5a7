// Compiler test style: isKnownUniquelyReferenced on class variables as references are added and dropped
final class Buffer {
  var data: [Int]
  init(_ d: [Int]) { data = d }
}

var a = Buffer([1])
print("a unique:", isKnownUniquelyReferenced(&a))
var b = a
print("a unique with b:", isKnownUniquelyReferenced(&a))
print("b unique with a:", isKnownUniquelyReferenced(&b))
b = Buffer([2])
print("a unique after b replaced:", isKnownUniquelyReferenced(&a))

var list = [a]
print("a unique while in list:", isKnownUniquelyReferenced(&a))
list.removeAll()
print("a unique after list cleared:", isKnownUniquelyReferenced(&a))

var opt: Buffer? = Buffer([3])
print("optional unique:", isKnownUniquelyReferenced(&opt))
var none: Buffer? = nil
print("nil unique:", isKnownUniquelyReferenced(&none))

struct Holder { var buf: Buffer }
var h1 = Holder(buf: Buffer([4]))
print("h1.buf unique:", isKnownUniquelyReferenced(&h1.buf))
var h2 = h1
print("h1.buf unique after copy:", isKnownUniquelyReferenced(&h1.buf))
h2.buf = Buffer(h2.buf.data)
h2.buf.data.append(5)
print("h1.buf unique after h2 detach:", isKnownUniquelyReferenced(&h1.buf))
print(h1.buf.data, h2.buf.data)
// expect: a unique: true
// expect: a unique with b: false
// expect: b unique with a: false
// expect: a unique after b replaced: true
// expect: a unique while in list: false
// expect: a unique after list cleared: true
// expect: optional unique: true
// expect: nil unique: false
// expect: h1.buf unique: true
// expect: h1.buf unique after copy: false
// expect: h1.buf unique after h2 detach: true
// expect: [4] [4, 5]
