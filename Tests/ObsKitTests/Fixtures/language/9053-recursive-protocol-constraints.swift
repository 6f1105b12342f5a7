// Compiler test style: recursive protocol constraints — associated types constrained to the protocol itself (trees and SubSequence-like chains)
protocol TreeNode {
    associatedtype Child: TreeNode where Child.Value == Value
    associatedtype Value
    var value: Value { get }
    var children: [Child] { get }
}

struct Node<V>: TreeNode {
    var value: V
    var children: [Node<V>]
    init(_ value: V, _ children: [Node<V>] = []) {
        self.value = value
        self.children = children
    }
}

func flatten<T: TreeNode>(_ node: T) -> [T.Value] {
    var out = [node.value]
    for c in node.children { out += flatten(c) }
    return out
}

func depth<T: TreeNode>(_ node: T) -> Int {
    1 + (node.children.map { depth($0) }.max() ?? 0)
}

func sum<T: TreeNode>(_ node: T) -> T.Value where T.Value: Numeric {
    node.children.reduce(node.value) { $0 + sum($1) }
}

let tree = Node(1, [Node(2, [Node(4), Node(5, [Node(8)])]), Node(3, [Node(6), Node(7)])])
print(flatten(tree))
print(depth(tree))
print(sum(tree))

let words = Node("root", [Node("a"), Node("b", [Node("c")])])
print(flatten(words).joined(separator: "/"))

// A protocol whose associated "Rest" type recursively conforms to itself.
protocol Peelable {
    associatedtype Rest: Peelable
    var head: Int? { get }
    var rest: Rest { get }
}

struct Digits: Peelable {
    var n: Int
    var head: Int? { n == 0 ? nil : n % 10 }
    var rest: Digits { Digits(n: n / 10) }
}

func peelAll<P: Peelable>(_ p: P, limit: Int) -> [Int] {
    guard limit > 0, let h = p.head else { return [] }
    return [h] + peelAll(p.rest, limit: limit - 1)
}

print(peelAll(Digits(n: 90817), limit: 10))
print(peelAll(Digits(n: 123456), limit: 3))

// Standard library recursion: SubSequence of a Substring is Substring.
func dropEnds<C: Collection>(_ c: C) -> C.SubSequence where C.SubSequence: Collection {
    c.dropFirst().dropLast()
}
let word = "[hello]"
let inner = dropEnds(word)
print(inner, type(of: inner), type(of: dropEnds(inner)), dropEnds(inner))
print(Array(dropEnds([1, 2, 3, 4, 5])))

// expect: [1, 2, 4, 5, 8, 3, 6, 7]
// expect: 4
// expect: 36
// expect: root/a/b/c
// expect: [7, 1, 8, 0, 9]
// expect: [6, 5, 4]
// expect: hello Substring Substring ell
// expect: [2, 3, 4]
