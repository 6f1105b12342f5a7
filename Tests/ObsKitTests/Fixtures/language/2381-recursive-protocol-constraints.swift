// Compiler test style: recursive protocol constraints (associated type conforming to the same protocol)
protocol TreeNode {
  associatedtype Child: TreeNode
  var name: String { get }
  var children: [Child] { get }
}

struct Folder: TreeNode {
  var name: String
  var children: [Folder]
}

struct FileLeaf: TreeNode {
  var name: String
  var children: [FileLeaf] { [] }
}

struct Chapter: TreeNode {
  var name: String
  var children: [Section]
}
struct Section: TreeNode {
  var name: String
  var children: [FileLeaf]
}

func render<T: TreeNode>(_ node: T, depth: Int = 0) -> [String] {
  var lines = [String(repeating: "  ", count: depth) + node.name]
  for c in node.children { lines += render(c, depth: depth + 1) }
  return lines
}

func countNodes<T: TreeNode>(_ node: T) -> Int {
  1 + node.children.reduce(0) { $0 + countNodes($1) }
}

func childTypeChain<T: TreeNode>(_ t: T.Type, levels: Int) -> [String] {
  levels == 0 ? ["\(T.self)"] : ["\(T.self)"] + childTypeChain(T.Child.self, levels: levels - 1)
}

let root = Folder(name: "root", children: [
  Folder(name: "src", children: [Folder(name: "main", children: [])]),
  Folder(name: "docs", children: []),
])
for l in render(root) { print(l) }
print(countNodes(root))
let book = Chapter(name: "Ch1", children: [
  Section(name: "1.1", children: [FileLeaf(name: "a.txt"), FileLeaf(name: "b.txt")]),
  Section(name: "1.2", children: []),
])
for l in render(book) { print(l) }
print(countNodes(book), countNodes(FileLeaf(name: "x")))
print(childTypeChain(Chapter.self, levels: 3))
print(Folder.Child.Child.self == Folder.self)
// expect: root
// expect:   src
// expect:     main
// expect:   docs
// expect: 4
// expect: Ch1
// expect:   1.1
// expect:     a.txt
// expect:     b.txt
// expect:   1.2
// expect: 5 1
// expect: ["Chapter", "Section", "FileLeaf", "FileLeaf"]
// expect: true
