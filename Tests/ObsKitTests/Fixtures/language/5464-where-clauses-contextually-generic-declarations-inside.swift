// Swift Evolution style (SE-0267): where clauses on contextually generic declarations inside generic types and extensions
struct Bag<Element> {
    var items: [Element]

    func total() -> Element where Element: Numeric {
        items.reduce(0, +)
    }

    func sortedItems() -> [Element] where Element: Comparable {
        items.sorted()
    }

    func joined(separator: String) -> String where Element: StringProtocol {
        items.joined(separator: separator)
    }

    var describedCount: String { "\(items.count) items" }

    func countMatching(_ x: Element) -> Int where Element: Equatable {
        items.filter { $0 == x }.count
    }

    subscript(safe i: Int) -> Element? where Element: Hashable {
        items.indices.contains(i) ? items[i] : nil
    }
}

extension Bag {
    func unique() -> [Element] where Element: Hashable {
        var seen = Set<Element>()
        return items.filter { seen.insert($0).inserted }
    }
}

protocol Describer { func describe() -> String }

extension Bag where Element: CustomStringConvertible {
    func describeAll() -> [String] { items.map(\.description) }
    func loud() -> [String] where Element: Comparable {
        sortedItems().map { $0.description + "!" }
    }
}

let ints = Bag(items: [3, 1, 2, 3, 3])
print(ints.total(), ints.sortedItems(), ints.countMatching(3))
print(ints.unique(), ints[safe: 1] as Any, ints[safe: 9] as Any)
print(ints.describeAll(), ints.loud())

let words = Bag(items: ["pear", "fig", "pear", "apple"])
print(words.joined(separator: "+"))
print(words.sortedItems(), words.unique())
print(words.describedCount)

struct Opaque {}
let opaque = Bag(items: [Opaque(), Opaque()])
print(opaque.describedCount)

let doubles = Bag(items: [0.5, 0.25, 1.0])
print(doubles.total(), doubles.loud())

enum Tree<T> {
    case leaf(T)
    indirect case node(Tree, Tree)
    func sum() -> T where T: AdditiveArithmetic {
        switch self {
        case .leaf(let v): return v
        case .node(let l, let r): return l.sum() + r.sum()
        }
    }
    func maxLeaf() -> T where T: Comparable {
        switch self {
        case .leaf(let v): return v
        case .node(let l, let r): return Swift.max(l.maxLeaf(), r.maxLeaf())
        }
    }
}
let tree = Tree.node(.leaf(4), .node(.leaf(9), .leaf(2)))
print(tree.sum(), tree.maxLeaf())

// expect: 12 [1, 2, 3, 3, 3] 3
// expect: [3, 1, 2] Optional(1) nil
// expect: ["3", "1", "2", "3", "3"] ["1!", "2!", "3!", "3!", "3!"]
// expect: pear+fig+pear+apple
// expect: ["apple", "fig", "pear", "pear"] ["pear", "fig", "apple"]
// expect: 4 items
// expect: 2 items
// expect: 1.75 ["0.25!", "0.5!", "1.0!"]
// expect: 15 9
