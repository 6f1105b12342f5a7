// Swift book style (ARC in collections): deinit order as elements are removed, replaced and a whole array goes out of scope
class Node {
    let label: String
    init(_ label: String) {
        self.label = label
        print("+\(label)")
    }
    deinit { print("-\(label)") }
}

func pipeline() {
    var nodes = [Node("a"), Node("b"), Node("c"), Node("d")]
    print("built \(nodes.count)")
    nodes.remove(at: 1)
    print("removed b")
    nodes[0] = Node("e")
    print("replaced a")
    let kept = nodes[1]
    nodes.removeLast(2)
    print("removed last two, kept \(kept.label)")
    nodes.append(contentsOf: [Node("f"), Node("g")])
    nodes.reverse()
    print(nodes.map(\.label))
    print("leaving pipeline")
}

pipeline()
print("--")
do {
    var dict: [String: Node] = [:]
    dict["x"] = Node("x")
    dict["y"] = Node("y")
    dict["x"] = nil
    print("x removed")
    dict["y"] = Node("z")
    print("y replaced")
}
print("--")
var shared: Node? = Node("s")
var alias = shared
shared = nil
print("still alive via alias: \(alias?.label ?? "none")")
alias = nil
print("end")

// expect: +a
// expect: +b
// expect: +c
// expect: +d
// expect: built 4
// expect: -b
// expect: removed b
// expect: +e
// expect: -a
// expect: replaced a
// expect: -d
// expect: removed last two, kept c
// expect: +f
// expect: +g
// expect: ["g", "f", "e"]
// expect: leaving pipeline
// expect: -c
// expect: -g
// expect: -f
// expect: -e
// expect: --
// expect: +x
// expect: +y
// expect: -x
// expect: x removed
// expect: +z
// expect: -y
// expect: y replaced
// expect: -z
// expect: --
// expect: +s
// expect: still alive via alias: s
// expect: -s
// expect: end
