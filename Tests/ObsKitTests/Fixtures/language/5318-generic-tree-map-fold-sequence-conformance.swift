// objc.io style (Functional views of data): a generic Tree with map, fold, Sequence conformance and Equatable conditional conformance
struct Tree<Element> {
    var value: Element
    var children: [Tree<Element>]
    init(_ value: Element, children: [Tree<Element>] = []) {
        self.value = value
        self.children = children
    }

    func map<T>(_ f: (Element) throws -> T) rethrows -> Tree<T> {
        Tree<T>(try f(value), children: try children.map { try $0.map(f) })
    }

    func fold<R>(_ f: (Element, [R]) -> R) -> R {
        f(value, children.map { $0.fold(f) })
    }

    var depth: Int { fold { _, ds in 1 + (ds.max() ?? 0) } }
    var leafCount: Int { fold { _, cs in cs.isEmpty ? 1 : cs.reduce(0, +) } }

    func render(indent: String = "") -> [String] {
        [indent + "\(value)"] + children.flatMap { $0.render(indent: indent + "  ") }
    }
}

extension Tree: Equatable where Element: Equatable {}

extension Tree: Sequence {
    func makeIterator() -> AnyIterator<Element> {
        var stack: [Tree] = [self]
        return AnyIterator {
            guard let top = stack.popLast() else { return nil }
            stack.append(contentsOf: top.children.reversed())
            return top.value
        }
    }
}

let fs = Tree("/", children: [
    Tree("usr", children: [Tree("bin"), Tree("lib", children: [Tree("swift")])]),
    Tree("etc"),
    Tree("home", children: [Tree("ada"), Tree("alan")]),
])
for line in fs.render() { print(line) }
print(Array(fs))
print("depth:", fs.depth, "leaves:", fs.leafCount, "nodes:", fs.reduce(0) { n, _ in n + 1 })
let lengths = fs.map(\.count)
print(Array(lengths), lengths.fold { v, cs in v + cs.reduce(0, +) })
print(lengths == fs.map { $0.count }, lengths == Tree(1))
enum Oops: Error { case tooLong(String) }
do {
    _ = try fs.map { name -> String in
        if name.count > 4 { throw Oops.tooLong(name) }
        return name.uppercased()
    }
} catch {
    print("error:", error)
}
print(fs.contains("swift"), fs.first { $0.hasPrefix("a") } ?? "-", type(of: lengths))

// expect: /
// expect:   usr
// expect:     bin
// expect:     lib
// expect:       swift
// expect:   etc
// expect:   home
// expect:     ada
// expect:     alan
// expect: ["/", "usr", "bin", "lib", "swift", "etc", "home", "ada", "alan"]
// expect: depth: 4 leaves: 5 nodes: 9
// expect: [1, 3, 3, 3, 5, 3, 4, 3, 4] 29
// expect: true false
// expect: error: tooLong("swift")
// expect: true ada Tree<Int>
