// Advanced Swift style (Collection with a custom index): a singly linked list whose opaque index wraps a node tag, so Collection algorithms work without integer indices
indirect enum Chain<Element> {
    case end
    case link(Element, next: Chain<Element>)
}

struct ChainIndex<Element>: Comparable {
    let tag: Int
    let node: Chain<Element>
    static func == (a: Self, b: Self) -> Bool { a.tag == b.tag }
    static func < (a: Self, b: Self) -> Bool { a.tag > b.tag }
}

struct LinkedList<Element>: Collection, ExpressibleByArrayLiteral {
    let startIndex: ChainIndex<Element>
    var endIndex: ChainIndex<Element> { ChainIndex(tag: 0, node: .end) }

    init(arrayLiteral elements: Element...) {
        var chain = Chain<Element>.end
        for e in elements.reversed() { chain = .link(e, next: chain) }
        startIndex = ChainIndex(tag: elements.count, node: chain)
    }
    init(_ start: ChainIndex<Element>) { startIndex = start }

    subscript(i: ChainIndex<Element>) -> Element {
        guard case .link(let v, _) = i.node else { fatalError("end") }
        return v
    }
    func index(after i: ChainIndex<Element>) -> ChainIndex<Element> {
        guard case .link(_, let next) = i.node else { fatalError("end") }
        return ChainIndex(tag: i.tag - 1, node: next)
    }
    var tail: LinkedList { LinkedList(index(after: startIndex)) }
}

let list: LinkedList = ["ant", "bee", "cat", "dog", "eel"]
print(Array(list), list.count)
print(list.first!, list.tail.first!, Array(list.tail.tail))
if let i = list.firstIndex(of: "cat") {
    print(list[i], list[list.index(after: i)], list.distance(from: list.startIndex, to: i))
    print(Array(list[i...]), Array(list[..<i]))
}
print(list.map { $0.count }.reduce(0, +), list.contains("fox"))
print(list.split(whereSeparator: { $0 == "cat" }).map(Array.init))
print(list.sorted(by: >), list.min()!)
let third = list.index(list.startIndex, offsetBy: 2)
print(list[third], list.indices.map(\.tag))
let empty: LinkedList<Int> = []
print(empty.isEmpty, empty.first as Any, empty.count)
print(list.prefix(2).joined(separator: "+"), list.dropFirst(3).joined(separator: "+"))

// expect: ["ant", "bee", "cat", "dog", "eel"] 5
// expect: ant bee ["cat", "dog", "eel"]
// expect: cat dog 2
// expect: ["cat", "dog", "eel"] ["ant", "bee"]
// expect: 15 false
// expect: [["ant", "bee"], ["dog", "eel"]]
// expect: ["eel", "dog", "cat", "bee", "ant"] ant
// expect: cat [5, 4, 3, 2, 1]
// expect: true nil 0
// expect: ant+bee dog+eel
