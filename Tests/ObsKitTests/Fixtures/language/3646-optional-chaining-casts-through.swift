// Compiler test style: optional chaining and casts through class hierarchies
class Node {
    var next: Node?
    var label: String
    init(_ label: String, next: Node? = nil) { self.label = label; self.next = next }
}
class SpecialNode: Node {
    var weight = 10
}

let chain = Node("a", next: SpecialNode("b", next: Node("c")))
print(chain.next?.label ?? "none")
print(chain.next?.next?.label ?? "none")
print(chain.next?.next?.next?.label ?? "none")
print((chain.next as? SpecialNode)?.weight ?? -1)
print((chain.next?.next as? SpecialNode)?.weight ?? -1)

var cur: Node? = chain
var labels: [String] = []
while let n = cur {
    labels.append(n is SpecialNode ? n.label.uppercased() : n.label)
    cur = n.next
}
print(labels.joined(separator: "->"))

let maybe: Node? = SpecialNode("x")
if let s = maybe as? SpecialNode { print("special", s.label, s.weight) }
let none: Node? = nil
print(none as? SpecialNode == nil, maybe is SpecialNode?, none is Node?)
let forced = maybe as! SpecialNode
forced.weight += 5
print((maybe as? SpecialNode)!.weight)
let nodes: [Node?] = [Node("p"), nil, SpecialNode("q")]
print(nodes.compactMap { $0 as? SpecialNode }.map(\.label))
print(nodes.map { $0?.label ?? "-" })
// expect: b
// expect: c
// expect: none
// expect: 10
// expect: -1
// expect: a->B->c
// expect: special x 10
// expect: true true true
// expect: 15
// expect: ["q"]
// expect: ["p", "-", "q"]
