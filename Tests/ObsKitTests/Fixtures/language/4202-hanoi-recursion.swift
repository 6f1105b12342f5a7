// Compiler test style: recursive Towers of Hanoi with enum pegs, tuple moves and state verification
enum Peg: Int, CustomStringConvertible {
    case left = 0, middle, right
    var description: String {
        switch self {
        case .left: return "L"
        case .middle: return "M"
        case .right: return "R"
        }
    }
}

func spare(_ a: Peg, _ b: Peg) -> Peg {
    switch (a, b) {
    case (.left, .middle), (.middle, .left): return .right
    case (.left, .right), (.right, .left): return .middle
    case (.middle, .right), (.right, .middle): return .left
    default: fatalError("same peg")
    }
}

func hanoi(_ n: Int, from: Peg, to: Peg, _ moves: inout [(disk: Int, from: Peg, to: Peg)]) {
    guard n > 0 else { return }
    let via = spare(from, to)
    hanoi(n - 1, from: from, to: via, &moves)
    moves.append((disk: n, from: from, to: to))
    hanoi(n - 1, from: via, to: to, &moves)
}

var moves: [(disk: Int, from: Peg, to: Peg)] = []
hanoi(3, from: .left, to: .right, &moves)
for (i, m) in moves.enumerated() {
    print("move \(i + 1): disk \(m.disk) \(m.from) -> \(m.to)")
}

// Simulate and verify the moves never place a larger disk on a smaller one.
func simulate(_ n: Int, _ moves: [(disk: Int, from: Peg, to: Peg)]) -> (ok: Bool, pegs: [[Int]]) {
    var pegs: [[Int]] = [Array((1...n).reversed()), [], []]
    for m in moves {
        guard let top = pegs[m.from.rawValue].last, top == m.disk else { return (false, pegs) }
        switch pegs[m.to.rawValue].last {
        case let t? where t < m.disk:
            return (false, pegs)
        default:
            pegs[m.from.rawValue].removeLast()
            pegs[m.to.rawValue].append(m.disk)
        }
    }
    return (true, pegs)
}

let result = simulate(3, moves)
print("valid: \(result.ok), final pegs: \(result.pegs)")

for n in [1, 2, 4, 6, 10] {
    var ms: [(disk: Int, from: Peg, to: Peg)] = []
    hanoi(n, from: .left, to: .middle, &ms)
    let (ok, pegs) = simulate(n, ms)
    var diskMoves = Array(repeating: 0, count: n + 1)
    for case let (d, _, _) in ms { diskMoves[d] += 1 }
    print("n=\(n): \(ms.count) moves, ok=\(ok), middle=\(pegs[1].count), largest moved \(diskMoves[n])x, smallest \(diskMoves[1])x")
}

// An intentionally bad sequence
let bad: [(disk: Int, from: Peg, to: Peg)] = [(1, .left, .right), (2, .left, .right)]
print("bad sequence valid: \(simulate(2, bad).ok)")

// Expected output:
// expect: move 1: disk 1 L -> R
// expect: move 2: disk 2 L -> M
// expect: move 3: disk 1 R -> M
// expect: move 4: disk 3 L -> R
// expect: move 5: disk 1 M -> L
// expect: move 6: disk 2 M -> R
// expect: move 7: disk 1 L -> R
// expect: valid: true, final pegs: [[], [], [3, 2, 1]]
// expect: n=1: 1 moves, ok=true, middle=1, largest moved 1x, smallest 1x
// expect: n=2: 3 moves, ok=true, middle=2, largest moved 1x, smallest 2x
// expect: n=4: 15 moves, ok=true, middle=4, largest moved 1x, smallest 8x
// expect: n=6: 63 moves, ok=true, middle=6, largest moved 1x, smallest 32x
// expect: n=10: 1023 moves, ok=true, middle=10, largest moved 1x, smallest 512x
// expect: bad sequence valid: false
