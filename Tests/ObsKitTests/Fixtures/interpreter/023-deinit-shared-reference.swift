// deinit waits until the last of several references is released.
class Node {
    init() {
        print("init")
    }
    deinit {
        print("deinit")
    }
}
var a: Node? = Node()
var b: Node? = a
a = nil
print("a cleared")
b = nil
print("b cleared")
// expect: init
// expect: a cleared
// expect: deinit
// expect: b cleared
