// Advent of Code style (report checking): embedded multi-line input parsed into rows, counting safe sequences with one tolerated removal
let input = """
7 6 4 2 1
1 2 7 8 9
9 7 6 2 1
1 3 2 4 5
8 6 4 4 1
1 3 6 7 9
"""

let reports: [[Int]] = input.split(separator: "\n").map { line in
    line.split(separator: " ").compactMap { Int($0) }
}

func isSafe(_ levels: [Int]) -> Bool {
    let diffs = zip(levels, levels.dropFirst()).map { $1 - $0 }
    let increasing = diffs.allSatisfy { (1...3).contains($0) }
    let decreasing = diffs.allSatisfy { (-3 ... -1).contains($0) }
    return increasing || decreasing
}

func isSafeWithDampener(_ levels: [Int]) -> Bool {
    if isSafe(levels) { return true }
    for skip in levels.indices {
        var shorter = levels
        shorter.remove(at: skip)
        if isSafe(shorter) { return true }
    }
    return false
}

for (i, r) in reports.enumerated() {
    print("report \(i + 1): \(isSafe(r) ? "safe" : "unsafe") / \(isSafeWithDampener(r) ? "safe" : "unsafe")")
}
print("part 1:", reports.filter(isSafe).count)
print("part 2:", reports.filter(isSafeWithDampener).count)

// expect: report 1: safe / safe
// expect: report 2: unsafe / unsafe
// expect: report 3: unsafe / unsafe
// expect: report 4: unsafe / safe
// expect: report 5: unsafe / safe
// expect: report 6: safe / safe
// expect: part 1: 2
// expect: part 2: 4
