// Class: crash (stack overflow, SIGSEGV: releasing the head releases the next node from inside the
// previous one's release, a million deep). swiftc 6.3.1 runs it and prints "released". ObsREPL should
// release the chain without recursion: nested releases run inline (in Swift's order) 500 deep, and what
// lies deeper is let go of by the outermost release (DeepRelease).
final class Node { var next: Node?; init(_ next: Node?) { self.next = next } }
var head: Node? = nil
for _ in 0..<1_000_000 { head = Node(head) }
head = nil
print("released")
// expect: released
