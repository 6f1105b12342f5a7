// WWDC style (enum layout): payload enums, multi-payload and indirect sizes
enum Small { case a, b, c }
enum WithInt { case none, some(Int) }
enum TwoPayloads { case left(Int32), right(Int32) }
enum Mixed { case byte(UInt8), word(UInt64), nothing }
indirect enum Tree { case leaf(Int), node(Tree, Tree) }
enum Raw: UInt16 { case x = 1000, y = 2000 }

print("Small", MemoryLayout<Small>.size)
print("WithInt", MemoryLayout<WithInt>.size, MemoryLayout<WithInt>.stride)
print("TwoPayloads", MemoryLayout<TwoPayloads>.size)
print("Mixed", MemoryLayout<Mixed>.size, MemoryLayout<Mixed>.alignment)
print("Tree", MemoryLayout<Tree>.size)
print("Raw", MemoryLayout<Raw>.size, Raw.y.rawValue)
func depth(_ t: Tree) -> Int {
    switch t {
    case .leaf: return 1
    case let .node(l, r): return 1 + max(depth(l), depth(r))
    }
}
let t = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))
print("depth", depth(t))
print("Optional<Optional<Bool>>", MemoryLayout<Bool??>.size)
// expect: Small 1
// expect: WithInt 9 16
// expect: TwoPayloads 5
// expect: Mixed 9 8
// expect: Tree 8
// expect: Raw 1 2000
// expect: depth 3
// expect: Optional<Optional<Bool>> 1
