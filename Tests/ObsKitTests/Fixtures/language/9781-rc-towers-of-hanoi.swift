// Rosetta Code style: Towers of Hanoi
func hanoi(_ n: Int, from: String, to: String, via: String, move: (Int, String, String) -> Void) {
    guard n > 0 else { return }
    hanoi(n - 1, from: from, to: via, via: to, move: move)
    move(n, from, to)
    hanoi(n - 1, from: via, to: to, via: from, move: move)
}

var step = 0
hanoi(3, from: "A", to: "C", via: "B") { disk, src, dst in
    step += 1
    print("\(step): move disk \(disk) from \(src) to \(dst)")
}

// Simulate with actual pegs and verify legality
struct Towers {
    var pegs: [String: [Int]]
    var illegal = 0
    init(disks: Int) {
        pegs = ["A": Array((1...disks).reversed()), "B": [], "C": []]
    }
    mutating func move(_ src: String, _ dst: String) {
        let disk = pegs[src]!.removeLast()
        if let top = pegs[dst]!.last, top < disk { illegal += 1 }
        pegs[dst]!.append(disk)
    }
    func render() -> String {
        ["A", "B", "C"].map { "\($0):\(pegs[$0]!)" }.joined(separator: " ")
    }
}

for n in [4, 6] {
    var towers = Towers(disks: n)
    var moves = 0
    hanoi(n, from: "A", to: "C", via: "B") { _, s, d in
        towers.move(s, d)
        moves += 1
    }
    print("n=\(n) moves=\(moves) expected=\((1 << n) - 1) illegal=\(towers.illegal)")
    print("  " + towers.render())
}

// Iterative solution using the smallest-disk rule
func iterativeHanoi(_ n: Int) -> [(Int, Int)] {
    var pegs: [[Int]] = [Array((1...n).reversed()), [], []]
    var moves: [(Int, Int)] = []
    let direction = n % 2 == 0 ? 1 : 2
    var smallAt = 0
    for i in 1..<(1 << n) {
        if i % 2 == 1 {
            let dst = (smallAt + direction) % 3
            pegs[dst].append(pegs[smallAt].removeLast())
            moves.append((smallAt, dst))
            smallAt = dst
        } else {
            let others = [0, 1, 2].filter { $0 != smallAt }
            let (a, b) = (others[0], others[1])
            let aTop = pegs[a].last ?? Int.max, bTop = pegs[b].last ?? Int.max
            let (src, dst) = aTop < bTop ? (a, b) : (b, a)
            pegs[dst].append(pegs[src].removeLast())
            moves.append((src, dst))
        }
    }
    return moves
}
let names = ["A", "B", "C"]
let it = iterativeHanoi(3)
print("iterative:", it.map { names[$0.0] + names[$0.1] }.joined(separator: " "))
print("iterative 10 disks:", iterativeHanoi(10).count, "moves")

// expect: 1: move disk 1 from A to C
// expect: 2: move disk 2 from A to B
// expect: 3: move disk 1 from C to B
// expect: 4: move disk 3 from A to C
// expect: 5: move disk 1 from B to A
// expect: 6: move disk 2 from B to C
// expect: 7: move disk 1 from A to C
// expect: n=4 moves=15 expected=15 illegal=0
// expect:   A:[] B:[] C:[4, 3, 2, 1]
// expect: n=6 moves=63 expected=63 illegal=0
// expect:   A:[] B:[] C:[6, 5, 4, 3, 2, 1]
// expect: iterative: AC AB CB AC BA BC AC
// expect: iterative 10 disks: 1023 moves
