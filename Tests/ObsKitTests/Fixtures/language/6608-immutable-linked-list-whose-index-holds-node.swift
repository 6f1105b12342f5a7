// Advanced Swift style (Collection with a node-position index): an immutable linked list whose Index holds the node and its offset, Comparable by the offset
final class Node<T> {
    let value: T
    let next: Node<T>?
    init(_ value: T, _ next: Node<T>?) {
        self.value = value
        self.next = next
    }
}

struct LinkedList<T> {
    let head: Node<T>?
    let length: Int
}

struct NodeIndex<T>: Comparable {
    fileprivate let node: Node<T>?
    fileprivate let offset: Int

    static func == (lhs: NodeIndex, rhs: NodeIndex) -> Bool { lhs.offset == rhs.offset }
    static func < (lhs: NodeIndex, rhs: NodeIndex) -> Bool { lhs.offset < rhs.offset }
}

extension LinkedList: Collection {
    var startIndex: NodeIndex<T> { NodeIndex(node: head, offset: 0) }
    var endIndex: NodeIndex<T> { NodeIndex(node: nil, offset: length) }
    func index(after i: NodeIndex<T>) -> NodeIndex<T> {
        NodeIndex(node: i.node?.next, offset: i.offset + 1)
    }
    subscript(position: NodeIndex<T>) -> T { position.node!.value }
}

extension LinkedList: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: T...) {
        var node: Node<T>? = nil
        for e in elements.reversed() { node = Node(e, node) }
        self.init(head: node, length: elements.count)
    }
}

extension LinkedList {
    func cons(_ value: T) -> LinkedList { LinkedList(head: Node(value, head), length: length + 1) }
}

let list: LinkedList = ["ant", "bee", "cat", "dog", "eel"]
print(list.count, list.first!, Array(list))
let longer = list.cons("yak")
print(Array(longer), list.count)
print(list.map { $0.uppercased() }, list.filter { $0.contains("e") })
if let c = list.firstIndex(of: "cat") {
    print("cat at offset", c.offset, "next:", list[list.index(after: c)])
    print(Array(list[c...]), Array(list[..<c]))
}
print(list.dropFirst(3).first!, Array(list.prefix(2)))
print(list.sorted(by: >), list.min()!)
print(list.indices.map(\.offset))
print(zip(list, longer).map { "\($0)/\($1)" })
print(list.split(separator: "cat").map(Array.init))
print(list.joined(separator: "-"), list.contains("eel"))
let numbers: LinkedList = [3, 1, 4, 1, 5]
print(numbers.reduce(0, +), numbers.max()!, numbers.lazy.map { $0 * $0 }.filter { $0 > 1 }.count)
let empty: LinkedList<Int> = []
print(empty.isEmpty, empty.first ?? -1)

// expect: 5 ant ["ant", "bee", "cat", "dog", "eel"]
// expect: ["yak", "ant", "bee", "cat", "dog", "eel"] 5
// expect: ["ANT", "BEE", "CAT", "DOG", "EEL"] ["bee", "eel"]
// expect: cat at offset 2 next: dog
// expect: ["cat", "dog", "eel"] ["ant", "bee"]
// expect: dog ["ant", "bee"]
// expect: ["eel", "dog", "cat", "bee", "ant"] ant
// expect: [0, 1, 2, 3, 4]
// expect: ["ant/yak", "bee/ant", "cat/bee", "dog/cat", "eel/dog"]
// expect: [["ant", "bee"], ["dog", "eel"]]
// expect: ant-bee-cat-dog-eel true
// expect: 14 5 3
// expect: true -1
