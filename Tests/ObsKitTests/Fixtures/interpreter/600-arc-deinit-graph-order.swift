// Releasing the root of an object graph: the owner's deinit runs first, then its stored
// properties are released in declaration order, each child's own children after it.
class Leaf {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("leaf \(name) deinit") }
}
class Branch {
    let name: String
    let left: Leaf
    let right: Leaf
    init(_ name: String) {
        self.name = name
        left = Leaf(name + ".L")
        right = Leaf(name + ".R")
    }
    deinit { print("branch \(name) deinit") }
}
class Tree {
    let first = Branch("a")
    let second = Branch("b")
    deinit { print("tree deinit") }
}
var tree: Tree? = Tree()
print("built")
tree = nil
print("released")

// expect: built
// expect: tree deinit
// expect: branch a deinit
// expect: leaf a.L deinit
// expect: leaf a.R deinit
// expect: branch b deinit
// expect: leaf b.L deinit
// expect: leaf b.R deinit
// expect: released
