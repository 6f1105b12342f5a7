// Compiler test style: labeled statements — continue outer / break outer across nested loops, labeled switch and labeled do blocks
let grid = [
    [1, 2, 3, 4],
    [5, -1, 7, 8],
    [9, 10, 11, 12],
    [0, 14, 15, 16],
]

// continue outer skips the rest of a row on a negative value
var rowSums: [Int] = []
outer: for row in grid {
    var sum = 0
    for v in row {
        if v < 0 { continue outer }
        sum += v
    }
    rowSums.append(sum)
}
print("row sums without bad rows:", rowSums)

// break outer stops everything when a zero is found
var visited = 0
search: for (r, row) in grid.enumerated() {
    for (c, v) in row.enumerated() {
        visited += 1
        if v == 0 {
            print("found zero at (\(r), \(c)) after \(visited) cells")
            break search
        }
    }
}

// Labeled while with inner for
var n = 0
counting: while n < 20 {
    n += 1
    if n < 2 { continue counting }
    for d in 2..<n where n % d == 0 {
        continue counting
    }
    print("prime", n)
}

// Breaking out of a loop from inside a switch needs a label
var tokens = ["a", "b", "stop", "c"]
var consumed: [String] = []
loop: for t in tokens {
    switch t {
    case "stop": break loop
    default: consumed.append(t)
    }
}
print("consumed:", consumed)
tokens.removeAll()

// Labeled if and do blocks
let value = 15
check: if value > 10 {
    if value % 5 == 0 {
        print("multiple of five, leaving block")
        break check
    }
    print("not reached")
}
block: do {
    print("in do block")
    if value > 0 { break block }
    print("not reached either")
}
print("after block")

// Pair search with labeled repeat
var i = 0
var found: (Int, Int)? = nil
pairs: repeat {
    for j in i..<6 where i * j == 12 {
        found = (i, j)
        break pairs
    }
    i += 1
} while i < 6
print("pair:", found.map { "\($0.0)x\($0.1)" } ?? "none")

// expect: row sums without bad rows: [10, 42, 45]
// expect: found zero at (3, 0) after 13 cells
// expect: prime 2
// expect: prime 3
// expect: prime 5
// expect: prime 7
// expect: prime 11
// expect: prime 13
// expect: prime 17
// expect: prime 19
// expect: consumed: ["a", "b"]
// expect: multiple of five, leaving block
// expect: in do block
// expect: after block
// expect: pair: 3x4
