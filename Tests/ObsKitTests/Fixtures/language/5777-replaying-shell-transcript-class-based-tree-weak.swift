// Advent of Code style (directory sizes): replaying a shell transcript into a class-based tree with weak parent links and recursive sizes
final class Directory {
    let name: String
    weak var parent: Directory?
    var children: [String: Directory] = [:]
    var files: [String: Int] = [:]

    init(name: String, parent: Directory? = nil) {
        self.name = name
        self.parent = parent
    }

    lazy var size: Int = files.values.reduce(0, +) + children.values.reduce(0) { $0 + $1.size }

    func walk(_ visit: (Directory, Int) -> Void, depth: Int = 0) {
        visit(self, depth)
        for key in children.keys.sorted() { children[key]!.walk(visit, depth: depth + 1) }
    }
}

let transcript = """
$ cd /
$ ls
dir a
14848514 b.txt
8504156 c.dat
dir d
$ cd a
$ ls
dir e
29116 f
2557 g
62596 h.lst
$ cd e
$ ls
584 i
$ cd ..
$ cd ..
$ cd d
$ ls
4060174 j
8033020 d.log
5626152 d.ext
7214296 k
"""

let root = Directory(name: "/")
var cwd = root
for line in transcript.split(separator: "\n") {
    let parts = line.split(separator: " ").map(String.init)
    switch (parts[0], parts.count) {
    case ("$", 3) where parts[1] == "cd":
        switch parts[2] {
        case "/": cwd = root
        case "..": cwd = cwd.parent ?? root
        default: cwd = cwd.children[parts[2]]!
        }
    case ("$", _):
        continue
    case ("dir", _):
        cwd.children[parts[1]] = Directory(name: parts[1], parent: cwd)
    default:
        if let bytes = Int(parts[0]) { cwd.files[parts[1]] = bytes }
    }
}

var all: [Directory] = []
root.walk { dir, depth in
    all.append(dir)
    print(String(repeating: "  ", count: depth) + "- \(dir.name) (dir, size=\(dir.size))")
}
print("small total:", all.map(\.size).filter { $0 <= 100_000 }.reduce(0, +))
let needed = 30_000_000 - (70_000_000 - root.size)
let victim = all.filter { $0.size >= needed }.min { $0.size < $1.size }!
print("delete \(victim.name) freeing \(victim.size)")

// expect: - / (dir, size=48381165)
// expect:   - a (dir, size=94853)
// expect:     - e (dir, size=584)
// expect:   - d (dir, size=24933642)
// expect: small total: 95437
// expect: delete d freeing 24933642
