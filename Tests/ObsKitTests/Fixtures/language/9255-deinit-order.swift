// deinit-order
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Base {
    let name: String
    init(name: String) { self.name = name; print("init Base \(name)") }
    deinit { print("deinit Base \(name)") }
}
class Mid: Base {
    deinit { print("deinit Mid \(name)") }
}
class Leaf: Mid {
    var child: Base?
    init(name: String, child: Base?) {
        self.child = child
        super.init(name: name)
        print("init Leaf \(name)")
    }
    deinit { print("deinit Leaf \(name), child still \(child?.name ?? "none")") }
}

print("-- chain")
var leaf: Leaf? = Leaf(name: "L", child: Base(name: "kid"))
leaf = nil
print("-- shared child")
var shared: Base? = Base(name: "shared")
var l1: Leaf? = Leaf(name: "one", child: shared)
var l2: Leaf? = Leaf(name: "two", child: shared)
shared = nil
print("release one")
l1 = nil
print("release two")
l2 = nil

print("-- array")
var list: [Base] = [Base(name: "a"), Mid(name: "b"), Leaf(name: "c", child: nil)]
while let last = list.popLast() {
    print("popped \(last.name)")
}
print("list empty:", list.isEmpty)

print("-- closure holds object")
var holder: Base? = Base(name: "captured")
var closure: (() -> String)? = { [holder] in holder?.name ?? "gone" }
holder = nil
print("closure says", closure!())
closure = nil
print("-- reassignment")
var slot: Base? = Base(name: "first")
slot = Base(name: "second")
print("slot is", slot!.name)
slot = nil

print("-- linked list")
final class ListNode {
    let value: Int
    var next: ListNode?
    init(_ v: Int, _ n: ListNode?) { value = v; next = n }
    deinit { print("free node \(value)") }
}
var head: ListNode? = ListNode(1, ListNode(2, ListNode(3, nil)))
head = head?.next
print("head now", head?.value ?? -1)
head = nil
print("done")

// expect: -- chain
// expect: init Base kid
// expect: init Base L
// expect: init Leaf L
// expect: deinit Leaf L, child still kid
// expect: deinit Mid L
// expect: deinit Base L
// expect: deinit Base kid
// expect: -- shared child
// expect: init Base shared
// expect: init Base one
// expect: init Leaf one
// expect: init Base two
// expect: init Leaf two
// expect: release one
// expect: deinit Leaf one, child still shared
// expect: deinit Mid one
// expect: deinit Base one
// expect: release two
// expect: deinit Leaf two, child still shared
// expect: deinit Mid two
// expect: deinit Base two
// expect: deinit Base shared
// expect: -- array
// expect: init Base a
// expect: init Base b
// expect: init Base c
// expect: init Leaf c
// expect: popped c
// expect: deinit Leaf c, child still none
// expect: deinit Mid c
// expect: deinit Base c
// expect: popped b
// expect: deinit Mid b
// expect: deinit Base b
// expect: popped a
// expect: deinit Base a
// expect: list empty: true
// expect: -- closure holds object
// expect: init Base captured
// expect: closure says captured
// expect: deinit Base captured
// expect: -- reassignment
// expect: init Base first
// expect: init Base second
// expect: deinit Base first
// expect: slot is second
// expect: deinit Base second
// expect: -- linked list
// expect: free node 1
// expect: head now 2
// expect: free node 2
// expect: free node 3
// expect: done
