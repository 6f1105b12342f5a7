// Advent of Code style (2022 day 7): terminal transcript parsed into a class-based directory tree, recursive sizes, parent links
let input = """
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
    let name: String
    weak var parent: Directory?
    var subdirs: [String: Directory] = [:]
    var files: [String: Int] = [:]

    init(name: String, parent: Directory?) {
        self.name = name
        self.parent = parent
    }

    var size: Int {
        files.values.reduce(0, +) + subdirs.values.reduce(0) { $0 + $1.size }
    }

    func allDirectories() -> [Directory] {
        [self] + subdirs.keys.sorted().flatMap { subdirs[$0]!.allDirectories() }
    }

    var path: String {
        guard let p = parent else { return "/" }
        return p.path == "/" ? "/" + name : p.path + "/" + name
    }
}

let root = Directory(name: "/", parent: nil)
var cwd = root
for line in input.split(separator: "\n") {
    let parts = line.split(separator: " ").map(String.init)
    switch (parts[0], parts[1]) {
    case ("$", "cd"):
        switch parts[2] {
        case "/": cwd = root
        case "..": cwd = cwd.parent ?? root
        default: cwd = cwd.subdirs[parts[2]]!
        }
    case ("$", "ls"):
        break
    case ("dir", let name):
        if cwd.subdirs[name] == nil { cwd.subdirs[name] = Directory(name: name, parent: cwd) }
    case (let size, let name):
        cwd.files[name] = Int(size)!
    }
}

let dirs = root.allDirectories()
for d in dirs { print(d.path, d.size) }
print("part 1:", dirs.map(\.size).filter { $0 <= 100_000 }.reduce(0, +))
let needed = 30_000_000 - (70_000_000 - root.size)
print("part 2:", dirs.map(\.size).filter { $0 >= needed }.min()!)

// expect: / 48381165
// expect: /a 94853
// expect: /a/e 584
// expect: /d 24933642
// expect: part 1: 95437
// expect: part 2: 24933642
