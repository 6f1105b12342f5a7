// The static type of an optional chain, of a method's declared result and of a type's initializer: type(of:) a nil chain gives Optional<Node>, as the compiler types it
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
class Node { var child: Node?; var name = "n"; init(_ c: Node? = nil) { child = c } }
let g = Node().child?.child
print(type(of: g), g == nil)
let h = Node(Node()).child?.name
print(type(of: h), h ?? "-")
let root = Node(Node(Node()))
let deep = root.child?.child?.child
print(type(of: deep))
class Sub: Node {}
let s: Node? = Sub()
print(type(of: s))
final class Tree {
    var value: Int
    var child: Tree?
    init(_ v: Int, child: Tree? = nil) { value = v; self.child = child }
    func checkedChild() throws -> Tree? { child }
    func plain() -> Tree? { child }
}
let top = Tree(1, child: Tree(2))
let a = top.plain()?.plain()
print(type(of: a))
let grand = try? top.checkedChild()?.checkedChild()
print(grand as Any, type(of: grand))

// expect: Optional<Node> true
// expect: Optional<String> n
// expect: Optional<Node>
// expect: Optional<Node>
// expect: Optional<Tree>
// expect: nil Optional<Tree>
