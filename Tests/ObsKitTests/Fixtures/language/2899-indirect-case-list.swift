// Compiler test style: indirect on individual cases to build a persistent linked list with generic methods
enum List<Element> {
    case empty
    indirect case node(Element, List<Element>)

    init(_ items: [Element]) {
        var list = List.empty
        for item in items.reversed() { list = .node(item, list) }
        self = list
    }

    func prepend(_ x: Element) -> List { .node(x, self) }

    var count: Int {
        switch self {
        case .empty: return 0
        case .node(_, let rest): return 1 + rest.count
        }
    }

    func map<T>(_ f: (Element) -> T) -> List<T> {
        switch self {
        case .empty: return .empty
        case let .node(head, tail): return .node(f(head), tail.map(f))
        }
    }

    var array: [Element] {
        var out: [Element] = []
        var cur = self
        while case let .node(head, tail) = cur {
            out.append(head)
            cur = tail
        }
        return out
    }
}

let list = List([1, 2, 3])
let longer = list.prepend(0)
print(longer.array, longer.count)
print(list.array, list.count)
print(longer.map { "#\($0)" }.array)
print(List<String>.empty.count)

// expect: [0, 1, 2, 3] 4
// expect: [1, 2, 3] 3
// expect: ["#0", "#1", "#2", "#3"]
// expect: 0
