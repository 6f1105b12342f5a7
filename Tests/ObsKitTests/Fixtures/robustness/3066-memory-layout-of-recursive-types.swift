// Class: crash (found by the blind pointer corpus, lang192 7908). MemoryLayout of an indirect enum worked out its
// layout from its payloads, which hold the enum itself, and recursed without end (a segfault). Swift boxes an
// indirect case's payload, so such an enum is a pointer's size (swiftc 6.3.1 prints these numbers); a struct that
// holds itself through an optional has no size (swiftc rejects it), and ObsREPL says so instead of recursing.
indirect enum Tree { case leaf(Int), node(Tree, Tree) }
enum List { case end; indirect case node(Int, List) }
enum Mixed { case a(Int); indirect case b(Mixed) }
final class Node { var next: Node?; var kids: [Node] = [] }
struct Holder { var children: [Holder] = []; var parent: Node? }
print(MemoryLayout<Tree>.size, MemoryLayout<Tree>.stride, MemoryLayout<Tree?>.size)
print(MemoryLayout<List>.size, MemoryLayout<Mixed>.size)
print(MemoryLayout<Node>.size, MemoryLayout<Holder>.size)
struct Bad { var x: Int; var next: Bad? }
print(MemoryLayout<Bad>.size)

// expect: 8 8 8
// expect: 8 9
// expect: 8 16
// expect-error: value type 'Bad' cannot have a stored property that recursively contains it
