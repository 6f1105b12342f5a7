// Compiler test style: setting links in an optional chain to nil releases the tail of the chain
final class Link {
    let name: String
    var next: Link?
    init(_ name: String, next: Link? = nil) {
        self.name = name
        self.next = next
    }
    deinit { print("unlink \(name)") }
}

var head: Link? = Link("a", next: Link("b", next: Link("c", next: Link("d"))))
print(head?.next?.next?.name ?? "none")

head?.next?.next?.next = nil
print("cut after c")

head?.next?.next = Link("x")
print("replaced c with x")

let middle = head?.next
head?.next = nil
print("detached middle: \(middle?.name ?? "-") -> \(middle?.next?.name ?? "-")")

head = nil
print("head cleared")
print("middle still \(middle!.name)")

var maybe: Link? = nil
maybe?.next = Link("never")
print("assignment through nil chain skipped")
// expect: c
// expect: unlink d
// expect: cut after c
// expect: unlink c
// expect: replaced c with x
// expect: detached middle: b -> x
// expect: unlink a
// expect: head cleared
// expect: middle still b
// expect: assignment through nil chain skipped
