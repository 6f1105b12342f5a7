// WWDC style (MemoryLayout): optionals and enums change size
enum Direction { case north, south, east, west }
enum Shape { case circle(Double), square(Double), empty }
class Node {}

print("Int?", MemoryLayout<Int?>.size, MemoryLayout<Int?>.stride)
print("Bool?", MemoryLayout<Bool?>.size)
print("Direction", MemoryLayout<Direction>.size)
print("Direction?", MemoryLayout<Direction?>.size)
print("Shape", MemoryLayout<Shape>.size, MemoryLayout<Shape>.alignment)
print("Node", MemoryLayout<Node>.size)
print("Node?", MemoryLayout<Node?>.size)
print("Never?", MemoryLayout<Never?>.size)
print("Void", MemoryLayout<Void>.size, MemoryLayout<Void>.stride)
let d: Direction? = .east
if let dd = d {
    print("direction is \(dd)")
}
// expect: Int? 9 16
// expect: Bool? 1
// expect: Direction 1
// expect: Direction? 1
// expect: Shape 9 8
// expect: Node 8
// expect: Node? 8
// expect: Never? 1
// expect: Void 0 1
// expect: direction is east
