// Control Flow: labeled loops with break and continue to an outer label, a labeled switch inside a loop, a labeled if and do.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let grid = [[1, 4, 7], [2, -1, 9], [5, 6, 8]]
var found: (Int, Int)? = nil
search: for (r, row) in grid.enumerated() {
    for (c, value) in row.enumerated() where value < 0 {
        found = (r, c)
        break search
    }
}
print("negative at", found.map { "\($0.0),\($0.1)" } ?? "none")
rows: for row in grid {
    for value in row {
        if value % 2 == 0 { continue rows }
        print("odd before any even:", value)
    }
}
var position = 0
let commands = ["step", "step", "skip", "step", "stop", "step"]
gameLoop: while position < commands.count {
    let command = commands[position]
    position += 1
    switch command {
    case "skip":
        continue gameLoop
    case "stop":
        break gameLoop
    default:
        print("did", command, "at", position)
    }
}
print("stopped at", position)
let input = "42x"
check: if !input.isEmpty {
    guard let n = Int(input) else {
        print("not a number, leaving the if")
        break check
    }
    print("number", n)
}
attempt: do {
    if input.hasSuffix("x") { break attempt }
    print("not reached")
}
outer: for i in 1...3 {
    inner: for j in 1...3 {
        if j == 2 { continue inner }
        if i == 2 { continue outer }
        print(i, j)
    }
}

// expect: negative at 1,1
// expect: odd before any even: 1
// expect: odd before any even: 5
// expect: did step at 1
// expect: did step at 2
// expect: did step at 4
// expect: stopped at 5
// expect: not a number, leaving the if
// expect: 1 1
// expect: 1 3
// expect: 3 1
// expect: 3 3
