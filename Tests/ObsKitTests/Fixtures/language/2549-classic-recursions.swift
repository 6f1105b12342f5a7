// Puzzle style: Rosetta Code classics — Towers of Hanoi, Josephus problem and Pascal's triangle
func hanoi(_ disks: Int, from: String, to: String, via: String, moves: inout [(Int, String, String)]) {
    guard disks > 0 else { return }
    hanoi(disks - 1, from: from, to: via, via: to, moves: &moves)
    moves.append((disks, from, to))
    hanoi(disks - 1, from: via, to: to, via: from, moves: &moves)
}

var moves: [(Int, String, String)] = []
hanoi(3, from: "A", to: "C", via: "B", moves: &moves)
print("3 disks take \(moves.count) moves:")
print(moves.map { "\($0.0):\($0.1)->\($0.2)" }.joined(separator: " "))
var pegs: [String: [Int]] = ["A": [5, 4, 3, 2, 1], "B": [], "C": []]
var bigMoves: [(Int, String, String)] = []
hanoi(5, from: "A", to: "C", via: "B", moves: &bigMoves)
for (disk, from, to) in bigMoves {
    let top = pegs[from]!.removeLast()
    precondition(top == disk && (pegs[to]!.last ?? Int.max) > disk, "illegal move")
    pegs[to]!.append(top)
}
print("5 disks: \(bigMoves.count) moves, pegs now A=\(pegs["A"]!) B=\(pegs["B"]!) C=\(pegs["C"]!)")

func josephus(prisoners: Int, step: Int) -> (survivor: Int, order: [Int]) {
    var circle = Array(0..<prisoners)
    var order: [Int] = []
    var index = 0
    while circle.count > 1 {
        index = (index + step - 1) % circle.count
        order.append(circle.remove(at: index))
    }
    return (circle[0], order)
}
func josephusFormula(_ n: Int, _ k: Int) -> Int {
    (1...n).reduce(0) { survivor, size in (survivor + k) % size }
}
let jo = josephus(prisoners: 41, step: 3)
print("Josephus 41/3 survivor \(jo.survivor) (formula \(josephusFormula(41, 3))), first killed \(Array(jo.order.prefix(8)))")
print("Survivors for n=1...12, k=2: \((1...12).map { josephus(prisoners: $0, step: 2).survivor })")

func pascalRows(_ count: Int) -> [[Int]] {
    var rows: [[Int]] = [[1]]
    while rows.count < count {
        let previous = rows.last!
        rows.append(zip([0] + previous, previous + [0]).map(+))
    }
    return rows
}
let triangle = pascalRows(7)
let width = triangle.last!.map(String.init).joined(separator: " ").count
for row in triangle {
    let text = row.map(String.init).joined(separator: " ")
    print(String(repeating: " ", count: (width - text.count) / 2) + text)
}
let row20 = pascalRows(21).last!
print("Row 20 middle: \(row20[10]), sum \(row20.reduce(0, +)), odd entries in first 16 rows: \(pascalRows(16).joined().filter { $0 % 2 == 1 }.count)")
// expect: 3 disks take 7 moves:
// expect: 1:A->C 2:A->B 1:C->B 3:A->C 1:B->A 2:B->C 1:A->C
// expect: 5 disks: 31 moves, pegs now A=[] B=[] C=[5, 4, 3, 2, 1]
// expect: Josephus 41/3 survivor 30 (formula 30), first killed [2, 5, 8, 11, 14, 17, 20, 23]
// expect: Survivors for n=1...12, k=2: [0, 0, 2, 0, 2, 4, 6, 0, 2, 4, 6, 8]
// expect:        1
// expect:       1 1
// expect:      1 2 1
// expect:     1 3 3 1
// expect:    1 4 6 4 1
// expect:  1 5 10 10 5 1
// expect: 1 6 15 20 15 6 1
// expect: Row 20 middle: 184756, sum 1048576, odd entries in first 16 rows: 81
