// Compiler test style: labeled loops with break/continue combined with for case and switch inside loops
let grid = [
    [0, 1, 0, 0],
    [1, 1, 0, 1],
    [0, 0, 0, 1],
    [1, 0, 1, 1],
]

var firstEmptyRow: Int? = nil
rows: for (r, row) in grid.enumerated() {
    for cell in row where cell == 1 {
        continue rows
    }
    firstEmptyRow = r
    break rows
}
print("first all-zero row: \(firstEmptyRow.map(String.init) ?? "none")")

var found: (Int, Int)? = nil
search: for r in 0..<grid.count {
    for c in 0..<grid[r].count {
        switch (r, c, grid[r][c]) {
        case (0, _, _), (_, 0, _):
            continue
        case (_, _, 0) where r > 1:
            found = (r, c)
            break search
        default:
            continue
        }
    }
}
if let (fr, fc) = found { print("first interior zero below row 1 at (\(fr), \(fc))") }

var primes: [Int] = []
candidates: for n in 2...50 {
    for p in primes {
        if p * p > n { break }
        if n % p == 0 { continue candidates }
    }
    primes.append(n)
}
print("primes: \(primes)")

enum Cmd { case move(Int), skip, stop, echo(String) }
let cmds: [Cmd] = [.echo("begin"), .move(3), .skip, .move(-1), .echo("mid"), .move(5), .stop, .move(100), .echo("never")]
var position = 0
var skipNext = false
program: for cmd in cmds {
    if skipNext { skipNext = false; continue program }
    switch cmd {
    case .move(let d):
        position += d
        print("moved to \(position)")
    case .skip:
        skipNext = true
        print("skipping next")
    case .stop:
        print("stopping")
        break program
    case .echo(let s):
        print("echo \(s)")
    }
}
print("final position \(position)")

var attempts = 0
outer: while true {
    attempts += 1
    var inner = 0
    repeat {
        inner += 1
        if inner * attempts == 12 { break outer }
    } while inner < 3
}
print("attempts \(attempts)")

var total = 0
for case let n in 1...30 where n % 3 == 0 {
    switch n {
    case 15: continue
    case 27...: break
    default: total += n
    }
}
print("total of multiples of 3 except 15: \(total)")

// Expected output:
// expect: first all-zero row: none
// expect: first interior zero below row 1 at (2, 1)
// expect: primes: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]
// expect: echo begin
// expect: moved to 3
// expect: skipping next
// expect: echo mid
// expect: moved to 8
// expect: stopping
// expect: final position 8
// expect: attempts 4
// expect: total of multiples of 3 except 15: 93
