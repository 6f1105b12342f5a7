// Swift book style (Deinitialization): deinit order across an object graph and through a subclass
class Node {
    let name: String
    var children: [Node] = []
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit {
        print("deinit Node \(name)")
    }
}

class LeafNode: Node {
    deinit {
        print("deinit LeafNode \(name) (subclass first)")
    }
}

func buildTree() {
    let root = Node("root")
    let branch = Node("branch")
    branch.children.append(LeafNode("leaf-a"))
    branch.children.append(LeafNode("leaf-b"))
    root.children.append(branch)
    print("tree built with \(root.children[0].children.count) leaves")
}

buildTree()
print("after buildTree")

class Bank {
    static var coins = 100
    static func hand(out n: Int) -> Int {
        let given = min(n, coins)
        coins -= given
        return given
    }
    static func receive(_ n: Int) { coins += n }
}

class Gambler {
    var purse: Int
    init(asking: Int) { purse = Bank.hand(out: asking) }
    deinit {
        Bank.receive(purse)
        print("gambler returns \(purse), bank now \(Bank.coins)")
    }
}

var g: Gambler? = Gambler(asking: 30)
print("bank after loan:", Bank.coins)
g?.purse += 5
g = nil
print("bank at end:", Bank.coins)

do {
    let temp = LeafNode("scoped")
    _ = temp
    print("leaving scope")
}
print("done")

// expect: init root
// expect: init branch
// expect: init leaf-a
// expect: init leaf-b
// expect: tree built with 2 leaves
// expect: deinit Node root
// expect: deinit Node branch
// expect: deinit LeafNode leaf-a (subclass first)
// expect: deinit Node leaf-a
// expect: deinit LeafNode leaf-b (subclass first)
// expect: deinit Node leaf-b
// expect: after buildTree
// expect: bank after loan: 70
// expect: gambler returns 35, bank now 105
// expect: bank at end: 105
// expect: init scoped
// expect: leaving scope
// expect: deinit LeafNode scoped (subclass first)
// expect: deinit Node scoped
// expect: done
