// Puzzle style: Advent of Code no-space-left — rebuild a directory tree from terminal output with class nodes
let terminal = """
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

final class Directory {
    static var liveCount = 0
    let name: String
    weak var parent: Directory?
    var subdirectories: [Directory] = []
    var files: [(name: String, size: Int)] = []

    init(name: String, parent: Directory?) {
        self.name = name
        self.parent = parent
        Directory.liveCount += 1
    }
    deinit { Directory.liveCount -= 1 }

    lazy var totalSize: Int = files.reduce(0) { $0 + $1.size } + subdirectories.reduce(0) { $0 + $1.totalSize }

    var path: String {
        guard let parent else { return "/" }
        return parent.path == "/" ? "/" + name : parent.path + "/" + name
    }

    func walk(_ visit: (Directory, Int) -> Void, depth: Int = 0) {
        visit(self, depth)
        for child in subdirectories.sorted(by: { $0.name < $1.name }) { child.walk(visit, depth: depth + 1) }
    }
}

var root: Directory? = Directory(name: "/", parent: nil)
var current = root!
for line in terminal.split(separator: "\n") {
    let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
    switch (parts[0], parts[1]) {
    case ("$", "cd"):
        let target = parts[2]
        if target == "/" { current = root! }
        else if target == ".." { current = current.parent ?? current }
        else if let sub = current.subdirectories.first(where: { $0.name == target }) { current = sub }
    case ("$", "ls"): break
    case ("dir", let name): current.subdirectories.append(Directory(name: name, parent: current))
    case (let size, let name): current.files.append((name, Int(size) ?? 0))
    }
}

root!.walk { dir, depth in
    print(String(repeating: "  ", count: depth) + "- \(dir.name) (dir, size=\(dir.totalSize)) path=\(dir.path)")
}
var all: [Directory] = []
root!.walk { dir, _ in all.append(dir) }
let smallSum = all.map(\.totalSize).filter { $0 <= 100_000 }.reduce(0, +)
print("Part 1: \(smallSum)")
let needed = 30_000_000 - (70_000_000 - root!.totalSize)
let victim = all.filter { $0.totalSize >= needed }.min { $0.totalSize < $1.totalSize }!
print("Part 2: delete \(victim.path) freeing \(victim.totalSize) (needed \(needed))")
let biggestFile = all.flatMap { dir in dir.files.map { (dir.path, $0.name, $0.size) } }.max { $0.2 < $1.2 }!
print("Biggest file: \(biggestFile.1) in \(biggestFile.0)")
print("Live directories: \(Directory.liveCount)")
let orphan = all[2]
all.removeAll()
current = orphan
root = nil
print("After dropping root: live \(Directory.liveCount), orphan \(orphan.name) parent \(orphan.parent?.name ?? "gone")")
// expect: - / (dir, size=48381165) path=/
// expect:   - a (dir, size=94853) path=/a
// expect:     - e (dir, size=584) path=/a/e
// expect:   - d (dir, size=24933642) path=/d
// expect: Part 1: 95437
// expect: Part 2: delete /d freeing 24933642 (needed 8381165)
// expect: Biggest file: b.txt in /
// expect: Live directories: 4
// expect: After dropping root: live 2, orphan e parent gone
