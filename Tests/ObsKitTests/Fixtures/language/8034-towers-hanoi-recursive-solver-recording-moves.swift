// Rosetta Code style (Towers of Hanoi): recursive solver recording moves with an enum peg type
enum Peg: String, CustomStringConvertible {
    case left = "A", middle = "B", right = "C"
    var description: String { rawValue }
}
struct Move { let disk: Int; let from: Peg; let to: Peg }
func hanoi(_ n: Int, from: Peg, to: Peg, via: Peg, moves: inout [Move]) {
    guard n > 0 else { return }
    hanoi(n - 1, from: from, to: via, via: to, moves: &moves)
    moves.append(Move(disk: n, from: from, to: to))
    hanoi(n - 1, from: via, to: to, via: from, moves: &moves)
}
var moves: [Move] = []
hanoi(3, from: .left, to: .right, via: .middle, moves: &moves)
for (i, m) in moves.enumerated() {
    print("\(i + 1): disk \(m.disk) \(m.from) -> \(m.to)")
}
for n in 1...10 {
    var ms: [Move] = []
    hanoi(n, from: .left, to: .right, via: .middle, moves: &ms)
    if n % 3 == 1 { print("n=\(n) moves=\(ms.count) expected=\((1 << n) - 1)") }
}
// simulate pegs to verify
var pegs: [Peg: [Int]] = [.left: [3, 2, 1], .middle: [], .right: []]
for m in moves {
    let d = pegs[m.from]!.removeLast()
    precondition(pegs[m.to]!.last ?? Int.max > d)
    pegs[m.to, default: []].append(d)
}
print("Final:", pegs[.right]!)
// expect: 1: disk 1 A -> C
// expect: 2: disk 2 A -> B
// expect: 3: disk 1 C -> B
// expect: 4: disk 3 A -> C
// expect: 5: disk 1 B -> A
// expect: 6: disk 2 B -> C
// expect: 7: disk 1 A -> C
// expect: n=1 moves=1 expected=1
// expect: n=4 moves=15 expected=15
// expect: n=7 moves=127 expected=127
// expect: n=10 moves=1023 expected=1023
// expect: Final: [3, 2, 1]
