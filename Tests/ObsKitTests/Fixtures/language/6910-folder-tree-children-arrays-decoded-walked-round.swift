// Apple Codable article style (recursive models): a folder tree with children arrays decoded, walked and round-tripped
import Foundation

struct Node: Codable, Equatable {
    var name: String
    var sizeKB: Int?
    var children: [Node]?

    var isFolder: Bool { children != nil }

    func totalSize() -> Int {
        (sizeKB ?? 0) + (children ?? []).reduce(0) { $0 + $1.totalSize() }
    }

    func lines(depth: Int = 0) -> [String] {
        let pad = String(repeating: "  ", count: depth)
        let me = isFolder ? "\(pad)\(name)/ (\(totalSize()) KB)" : "\(pad)\(name) \(sizeKB ?? 0) KB"
        return [me] + (children ?? []).flatMap { $0.lines(depth: depth + 1) }
    }
}

let json = """
{
  "name": "project",
  "children": [
    {"name": "README.md", "sizeKB": 4},
    {"name": "src", "children": [
      {"name": "main.swift", "sizeKB": 12},
      {"name": "util", "children": [{"name": "math.swift", "sizeKB": 7}]}
    ]},
    {"name": "empty", "children": []}
  ]
}
"""

let root = try JSONDecoder().decode(Node.self, from: Data(json.utf8))
root.lines().forEach { print($0) }

func files(_ node: Node) -> [String] {
    node.isFolder ? node.children!.flatMap(files) : [node.name]
}
print("files:", files(root).sorted())

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(root.children![1])
print(String(decoding: data, as: UTF8.self))
print("round trip:", try JSONDecoder().decode(Node.self, from: encoder.encode(root)) == root)

// expect: project/ (23 KB)
// expect:   README.md 4 KB
// expect:   src/ (19 KB)
// expect:     main.swift 12 KB
// expect:     util/ (7 KB)
// expect:       math.swift 7 KB
// expect:   empty/ (0 KB)
// expect: files: ["README.md", "main.swift", "math.swift"]
// expect: {"children":[{"name":"main.swift","sizeKB":12},{"children":[{"name":"math.swift","sizeKB":7}],"name":"util"}],"name":"src"}
// expect: round trip: true
