// Compiler test style: recursive minimax game search with memoization and enum outcomes
enum Player: CustomStringConvertible {
    case first, second
    var other: Player { self == .first ? .second : .first }
    var description: String { self == .first ? "P1" : "P2" }
}

enum Outcome: Equatable {
    case win(Player, inMoves: Int)
}

// Subtraction game: players remove 1, 3 or 4 stones; taking the last stone wins.
let moves = [1, 3, 4]
var memo: [Int: (canWin: Bool, best: Int?)] = [:]

func analyze(_ stones: Int) -> (canWin: Bool, best: Int?) {
    if let m = memo[stones] { return m }
    var result: (canWin: Bool, best: Int?) = (false, nil)
    for m in moves where m <= stones {
        switch analyze(stones - m) {
        case (false, _):
            result = (true, m)
        default:
            continue
        }
        break
    }
    memo[stones] = result
    return result
}

var losing: [Int] = []
for n in 0...20 where !analyze(n).canWin {
    losing.append(n)
}
print("losing positions: \(losing)")

func play(_ start: Int) -> Outcome {
    var stones = start
    var turn = Player.first
    var count = 0
    while true {
        let take: Int
        switch analyze(stones) {
        case (true, let m?): take = m
        default: take = 1
        }
        stones -= take
        count += 1
        if stones == 0 { return .win(turn, inMoves: count) }
        turn = turn.other
    }
}

for start in [1, 2, 5, 7, 10, 14, 15] {
    let best = analyze(start).best.map { "take \($0)" } ?? "no winning move"
    switch play(start) {
    case .win(.first, let n):
        print("start \(start): first player wins in \(n) moves (\(best))")
    case .win(.second, let n):
        print("start \(start): second player wins in \(n) moves (\(best))")
    }
}

// Tic-tac-toe style minimax on a tiny 1-D board: place marks, three in a row wins.
func score(_ board: [Character], _ turn: Character) -> Int {
    let winLines = [(0, 1, 2), (1, 2, 3), (2, 3, 4)]
    for (a, b, c) in winLines {
        switch (board[a], board[b], board[c]) {
        case ("X", "X", "X"): return 10
        case ("O", "O", "O"): return -10
        default: continue
        }
    }
    let empties = board.indices.filter { board[$0] == "." }
    if empties.isEmpty { return 0 }
    let scores = empties.map { i -> Int in
        var next = board
        next[i] = turn
        return score(next, turn == "X" ? "O" : "X")
    }
    return turn == "X" ? scores.max()! : scores.min()!
}

for start in [".....", "X....", ".O...", "XO...", "X.O.."] {
    let board = Array(start)
    let xs = board.filter { $0 == "X" }.count, os = board.filter { $0 == "O" }.count
    let turn: Character = xs > os ? "O" : "X"
    let s = score(board, turn)
    let verdict: String
    switch s {
    case 1...: verdict = "X wins"
    case ..<0: verdict = "O wins"
    default: verdict = "draw"
    }
    print("\(start) (\(turn) to move): \(verdict)")
}
print("winner enum equal: \(play(7) == .win(.first, inMoves: play(7) == .win(.first, inMoves: 3) ? 3 : 0))")

// Expected output:
// expect: losing positions: [0, 2, 7, 9, 14, 16]
// expect: start 1: first player wins in 1 moves (take 1)
// expect: start 2: second player wins in 2 moves (no winning move)
// expect: start 5: first player wins in 3 moves (take 3)
// expect: start 7: second player wins in 4 moves (no winning move)
// expect: start 10: first player wins in 7 moves (take 1)
// expect: start 14: second player wins in 8 moves (no winning move)
// expect: start 15: first player wins in 9 moves (take 1)
// expect: ..... (X to move): draw
// expect: X.... (O to move): draw
// expect: .O... (X to move): draw
// expect: XO... (X to move): draw
// expect: X.O.. (X to move): draw
// expect: winner enum equal: false
