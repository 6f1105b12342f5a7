// Rosetta-style task: Towers of Hanoi with recursion, inout move log and an enum for pegs
enum Peg: String, CaseIterable {
    case left = "A", middle = "B", right = "C"
}

struct Move: CustomStringConvertible {
    let disk: Int
    let from: Peg
    let to: Peg
    var description: String { "disk \(disk): \(from.rawValue) -> \(to.rawValue)" }
}

func hanoi(_ n: Int, from: Peg, to: Peg, via: Peg, moves: inout [Move]) {
    guard n > 0 else { return }
    hanoi(n - 1, from: from, to: via, via: to, moves: &moves)
    moves.append(Move(disk: n, from: from, to: to))
    hanoi(n - 1, from: via, to: to, via: from, moves: &moves)
}

var moves: [Move] = []
hanoi(3, from: .left, to: .right, via: .middle, moves: &moves)
for (i, m) in moves.enumerated() {
    print("\(i + 1). \(m)")
}

for n in 1...5 {
    var log: [Move] = []
    hanoi(n, from: .left, to: .right, via: .middle, moves: &log)
    let expected = (1 << n) - 1
    print("n=\(n): \(log.count) moves, formula says \(expected)", log.count == expected ? "ok" : "MISMATCH")
}

// expect: 1. disk 1: A -> C
// expect: 2. disk 2: A -> B
// expect: 3. disk 1: C -> B
// expect: 4. disk 3: A -> C
// expect: 5. disk 1: B -> A
// expect: 6. disk 2: B -> C
// expect: 7. disk 1: A -> C
// expect: n=1: 1 moves, formula says 1 ok
// expect: n=2: 3 moves, formula says 3 ok
// expect: n=3: 7 moves, formula says 7 ok
// expect: n=4: 15 moves, formula says 15 ok
// expect: n=5: 31 moves, formula says 31 ok
