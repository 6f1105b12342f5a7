// Advent of Code style: terminal log with cd/ls parsed into directory sizes by path
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

var path: [String] = []
var sizes: [String: Int] = [:]

for line in input.split(separator: "\n") {
    let parts = line.split(separator: " ").map(String.init)
    switch (parts[0], parts[1]) {
    case ("$", "cd"):
        switch parts[2] {
        case "/": path = []
        case "..": path.removeLast()
        default: path.append(parts[2])
        }
    case ("$", "ls"), ("dir", _):
        break
    default:
        let size = Int(parts[0])!
        for depth in 0...path.count {
            let key = "/" + path.prefix(depth).joined(separator: "/")
            sizes[key, default: 0] += size
        }
    }
}

for key in sizes.keys.sorted() {
    print("\(key) \(sizes[key]!)")
}

let part1 = sizes.values.filter { $0 <= 100_000 }.reduce(0, +)
print("Part 1: \(part1)")

let needed = 30_000_000 - (70_000_000 - sizes["/"]!)
let part2 = sizes.values.filter { $0 >= needed }.min()!
print("Part 2: \(part2)")

// expect: / 48381165
// expect: /a 94853
// expect: /a/e 584
// expect: /d 24933642
// expect: Part 1: 95437
// expect: Part 2: 24933642
