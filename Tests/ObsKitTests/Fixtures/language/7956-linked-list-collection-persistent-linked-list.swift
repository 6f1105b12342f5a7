// Advanced Swift style (linked list collection): a persistent linked list enum with a custom Comparable index
indirect enum List<Element> {
    case end
    case node(Element, next: List<Element>)
}
extension List {
    mutating func push(_ x: Element) { self = .node(x, next: self) }
    mutating func pop() -> Element? {
        switch self {
        case .end: return nil
        case let .node(x, next):
            self = next
            return x
        }
    }
}
struct ListIndex<Element>: Comparable {
    let node: List<Element>
    let tag: Int
    static func == (l: ListIndex, r: ListIndex) -> Bool { l.tag == r.tag }
    static func < (l: ListIndex, r: ListIndex) -> Bool { l.tag > r.tag }
}
extension List: Collection {
    var startIndex: ListIndex<Element> { ListIndex(node: self, tag: count0) }
    var endIndex: ListIndex<Element> { ListIndex(node: .end, tag: 0) }
    var count0: Int {
        var n = 0
        var cur = self
        while case let .node(_, next) = cur { n += 1; cur = next }
        return n
    }
    func index(after i: ListIndex<Element>) -> ListIndex<Element> {
        guard case let .node(_, next) = i.node else { fatalError("past end") }
        return ListIndex(node: next, tag: i.tag - 1)
    }
    subscript(i: ListIndex<Element>) -> Element {
        guard case let .node(x, _) = i.node else { fatalError("bad index") }
        return x
    }
}
extension List: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) {
        self = .end
        for e in elements.reversed() { push(e) }
    }
}
var list: List = [3, 1, 4, 1, 5]
print(Array(list))
print(list.count, list.first!, list.contains(4))
print(list.map { $0 * 10 })
print(list.sorted())
let tail = list.dropFirst(2)
print(Array(tail), type(of: tail))
print(list.firstIndex(of: 4).map { list[$0] } ?? -1)
print(list.pop()!, list.pop()!, Array(list))
list.push(9)
print(Array(list), list.isEmpty, List<Int>.end.isEmpty)
print(list.map(String.init).joined(separator: " -> "))
// expect: [3, 1, 4, 1, 5]
// expect: 5 3 true
// expect: [30, 10, 40, 10, 50]
// expect: [1, 1, 3, 4, 5]
// expect: [4, 1, 5] Slice<List<Int>>
// expect: 4
// expect: 3 1 [4, 1, 5]
// expect: [9, 4, 1, 5] false true
// expect: 9 -> 4 -> 1 -> 5
