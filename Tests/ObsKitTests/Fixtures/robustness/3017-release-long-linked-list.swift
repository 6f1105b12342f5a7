// Class: crash (stack overflow, SIGSEGV: releasing the head releases the next node from inside the
// previous one's release, a million deep). swiftc 6.3.1 runs it and prints "released". ObsREPL should
// release the chain without recursion (or, failing that, stop with its stack-overflow error).
final class Node { var next: Node?; init(_ next: Node?) { self.next = next } }
var head: Node? = nil
for _ in 0..<1_000_000 { head = Node(head) }
head = nil
print("released")
// expect: released
