// Compiler test style: isKnownUniquelyReferenced drives a copy-on-write struct wrapping a class
final class Buffer {
  var values: [Int]
  init(_ values: [Int]) { self.values = values; print("Buffer alloc \(values)") }
  deinit { print("Buffer free \(values)") }
}

struct CowList {
  private var buffer: Buffer
  init(_ values: [Int]) { buffer = Buffer(values) }
  var values: [Int] { return buffer.values }
  mutating func append(_ v: Int) {
    if !isKnownUniquelyReferenced(&buffer) {
      print("copying before write")
      buffer = Buffer(buffer.values)
    }
    buffer.values.append(v)
  }
}

var a = CowList([1, 2])
a.append(3)
var b = a
b.append(4)
b.append(5)
print(a.values, b.values)
a = b
print("a now shares b's buffer")
a.append(6)
print(a.values, b.values)
// expect: Buffer alloc [1, 2]
// expect: copying before write
// expect: Buffer alloc [1, 2, 3]
// expect: [1, 2, 3] [1, 2, 3, 4, 5]
// expect: Buffer free [1, 2, 3]
// expect: a now shares b's buffer
// expect: copying before write
// expect: Buffer alloc [1, 2, 3, 4, 5]
// expect: [1, 2, 3, 4, 5, 6] [1, 2, 3, 4, 5]
