// Advent of Code style: depth increases with zip and three-measurement sliding windows
let input = """
199
200
208
210
200
207
240
269
260
263
"""

let depths = input.split(separator: "\n").compactMap { Int($0) }

let part1 = zip(depths, depths.dropFirst()).filter { $0 < $1 }.count
print("Part 1: \(part1)")

let windows = (0..<(depths.count - 2)).map { depths[$0...($0 + 2)].reduce(0, +) }
print("Windows: \(windows)")
let part2 = zip(windows, windows.dropFirst()).filter { $0.0 < $0.1 }.count
print("Part 2: \(part2)")

// the shortcut: comparing a[i] with a[i+3] gives the same answer
let shortcut = zip(depths, depths.dropFirst(3)).filter { $0 < $1 }.count
print("Shortcut agrees: \(shortcut == part2)")

// expect: Part 1: 7
// expect: Windows: [607, 618, 618, 617, 647, 716, 769, 792]
// expect: Part 2: 5
// expect: Shortcut agrees: true
