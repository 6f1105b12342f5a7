// Compiler test style: value vs reference semantics through protocol existentials
protocol Shape {
  var size: Int { get set }
  mutating func grow()
}
extension Shape {
  mutating func grow() { size += 1 }
}
struct Square: Shape { var size: Int }
final class Circle: Shape {
  var size: Int
  init(size: Int) { self.size = size }
}

var shapes: [Shape] = [Square(size: 1), Circle(size: 10)]
var copy = shapes
for i in copy.indices {
  copy[i].grow()
  copy[i].size *= 2
}
print(shapes.map { $0.size })
print(copy.map { $0.size })

var s: Shape = Square(size: 3)
var s2 = s
s2.grow()
print(s.size, s2.size)

var c: Shape = Circle(size: 3)
var c2 = c
c2.grow()
print(c.size, c2.size)

func growAll(_ items: inout [Shape]) {
  for i in items.indices { items[i].grow() }
}
growAll(&shapes)
print(shapes.map { $0.size })
print(type(of: shapes[0]), type(of: shapes[1]))
// expect: [1, 22]
// expect: [4, 22]
// expect: 3 4
// expect: 4 4
// expect: [2, 23]
// expect: Square Circle
