// Compiler test style: recursive deinit of linked list and defer ordering with deinit
class Link {
    let n: Int
    var next: Link?
    init(_ n: Int, _ next: Link?) { self.n = n; self.next = next }
    deinit { print("deinit link \(n)") }
}
func build(_ count: Int) -> Link? {
    var head: Link? = nil
    for i in (1...count).reversed() { head = Link(i, head) }
    return head
}
var list = build(4)
print("built", list!.n, list!.next!.n)
list = list!.next
print("dropped head")
list = nil
print("list cleared")

class Resource {
    let name: String
    init(_ name: String) { self.name = name; print("open \(name)") }
    deinit { print("close \(name)") }
}
func work() {
    let r = Resource("file")
    defer { print("defer 1 uses \(r.name)") }
    defer { print("defer 2") }
    print("working")
}
work()
print("end")
// expect: built 1 2
// expect: deinit link 1
// expect: dropped head
// expect: deinit link 2
// expect: deinit link 3
// expect: deinit link 4
// expect: list cleared
// expect: open file
// expect: working
// expect: defer 2
// expect: defer 1 uses file
// expect: close file
// expect: end
