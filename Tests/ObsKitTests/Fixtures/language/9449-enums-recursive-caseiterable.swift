// CaseIterable enums, methods on enums, and indirect (recursive) enumerations (expected output from swiftc 6.3.1 on Linux)
enum Flavor: String, CaseIterable {
    case vanilla, chocolate, pistachio, mango
}
print("flavors:", Flavor.allCases.count)
print(Flavor.allCases.map(\.rawValue).joined(separator: ", "))

enum CupSize: Int, CaseIterable, Comparable {
    case small = 1, medium, large
    static func < (a: CupSize, b: CupSize) -> Bool { a.rawValue < b.rawValue }
    var next: CupSize? { CupSize(rawValue: rawValue + 1) }
}
for size in CupSize.allCases.reversed() {
    print(size, "next:", size.next.map { "\($0)" } ?? "none")
}
print(CupSize.medium < .large, CupSize.allCases.max()!)

indirect enum DiskItem {
    case file(name: String, kb: Int)
    case folder(name: String, contents: [DiskItem])
    case alias(to: DiskItem)
}
func size(_ item: DiskItem) -> Int {
    switch item {
    case .file(_, let kb): return kb
    case .folder(_, let contents): return contents.map(size).reduce(0, +)
    case .alias: return 1
    }
}
func listing(_ item: DiskItem, depth: Int = 0) -> [String] {
    let pad = String(repeating: "  ", count: depth)
    switch item {
    case let .file(name, kb): return ["\(pad)\(name) (\(kb)KB)"]
    case let .folder(name, contents):
        return ["\(pad)\(name)/ [\(size(item))KB]"] + contents.flatMap { listing($0, depth: depth + 1) }
    case .alias(let target): return ["\(pad)-> " + (listing(target).first ?? "?")]
    }
}
let notes = DiskItem.file(name: "notes.md", kb: 4)
let home = DiskItem.folder(name: "home", contents: [
    notes, .folder(name: "pics", contents: [.file(name: "cat.jpg", kb: 350), .alias(to: notes)]),
])
print(listing(home).joined(separator: "\n"))

enum Tree<T: Comparable> {
    case leaf
    indirect case node(Tree, T, Tree)
    func inserting(_ v: T) -> Tree {
        switch self {
        case .leaf: return .node(.leaf, v, .leaf)
        case let .node(l, x, r):
            return v < x ? .node(l.inserting(v), x, r) : .node(l, x, r.inserting(v))
        }
    }
    var inOrder: [T] {
        if case let .node(l, x, r) = self { return l.inOrder + [x] + r.inOrder }
        return []
    }
    var depth: Int {
        guard case let .node(l, _, r) = self else { return 0 }
        return 1 + max(l.depth, r.depth)
    }
}
var tree = Tree<Int>.leaf
for v in [50, 30, 70, 20, 40, 60, 80, 35] { tree = tree.inserting(v) }
print(tree.inOrder, "depth", tree.depth)

indirect enum LinkedList {
    case end
    case cell(String, LinkedList)
    var count: Int { if case .cell(_, let rest) = self { return 1 + rest.count } else { return 0 } }
}
let list = LinkedList.cell("a", .cell("b", .cell("c", .end)))
print("list length", list.count)

// expect: flavors: 4
// expect: vanilla, chocolate, pistachio, mango
// expect: large next: none
// expect: medium next: large
// expect: small next: medium
// expect: true large
// expect: home/ [355KB]
// expect:   notes.md (4KB)
// expect:   pics/ [351KB]
// expect:     cat.jpg (350KB)
// expect:     -> notes.md (4KB)
// expect: [20, 30, 35, 40, 50, 60, 70, 80] depth 4
// expect: list length 3
