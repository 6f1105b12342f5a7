// Rosetta Code style (Towers of Hanoi): recursive solver reporting moves through a closure, then replayed on peg stacks
enum Peg: String, CaseIterable {
    case left = "A", middle = "B", right = "C"
}

func hanoi(_ n: Int, from: Peg, to: Peg, via: Peg, move: (Int, Peg, Peg) -> Void) {
    guard n > 0 else { return }
    hanoi(n - 1, from: from, to: via, via: to, move: move)
    move(n, from, to)
    hanoi(n - 1, from: via, to: to, via: from, move: move)
}

var log: [String] = []
hanoi(3, from: .left, to: .right, via: .middle) { disk, a, b in
    log.append("disk \(disk): \(a.rawValue) -> \(b.rawValue)")
}
log.forEach { print($0) }
print("moves:", log.count)

struct Towers: CustomStringConvertible {
    var pegs: [Peg: [Int]]
    init(disks: Int) {
        pegs = [.left: Array((1...disks).reversed()), .middle: [], .right: []]
    }
    mutating func move(_ disk: Int, _ a: Peg, _ b: Peg) {
        let top = pegs[a]!.removeLast()
        precondition(top == disk)
        if let under = pegs[b]!.last { precondition(under > top) }
        pegs[b]!.append(top)
    }
    var description: String {
        Peg.allCases.map { "\($0.rawValue):\(pegs[$0]!)" }.joined(separator: " ")
    }
}

var towers = Towers(disks: 4)
print(towers)
var count = 0
hanoi(4, from: .left, to: .right, via: .middle) { disk, a, b in
    towers.move(disk, a, b)
    count += 1
    if count % 5 == 0 { print("after \(count): \(towers)") }
}
print(towers)
for n in 1...6 {
    var c = 0
    hanoi(n, from: .left, to: .right, via: .middle) { _, _, _ in c += 1 }
    print(n, c, c == (1 << n) - 1)
}

// expect: disk 1: A -> C
// expect: disk 2: A -> B
// expect: disk 1: C -> B
// expect: disk 3: A -> C
// expect: disk 1: B -> A
// expect: disk 2: B -> C
// expect: disk 1: A -> C
// expect: moves: 7
// expect: A:[4, 3, 2, 1] B:[] C:[]
// expect: after 5: A:[4, 1] B:[3] C:[2]
// expect: after 10: A:[2] B:[3] C:[4, 1]
// expect: after 15: A:[] B:[] C:[4, 3, 2, 1]
// expect: A:[] B:[] C:[4, 3, 2, 1]
// expect: 1 1 true
// expect: 2 3 true
// expect: 3 7 true
// expect: 4 15 true
// expect: 5 31 true
// expect: 6 63 true
