// Swift book style: setting default property values with closures and functions
struct Chessboard {
    let boardColors: [Bool] = {
        var temporaryBoard: [Bool] = []
        var isBlack = false
        for i in 1...8 {
            for j in 1...8 {
                temporaryBoard.append(isBlack)
                isBlack = !isBlack
            }
            isBlack = !isBlack
        }
        return temporaryBoard
    }()
    func squareIsBlackAt(row: Int, column: Int) -> Bool {
        return boardColors[(row * 8) + column]
    }
}

func makeDefaultName() -> String {
    print("makeDefaultName called")
    return "guest"
}

class Session {
    var user = makeDefaultName()
    var scores: [String: Int] = {
        print("building scores")
        return ["start": 0]
    }()
    let created: String = { () -> String in
        let parts = ["day", "1"]
        return parts.joined(separator: "-")
    }()
}

let board = Chessboard()
print(board.squareIsBlackAt(row: 0, column: 1))
print(board.squareIsBlackAt(row: 7, column: 7))
var row = ""
for c in 0..<8 {
    row += board.squareIsBlackAt(row: 1, column: c) ? "#" : "."
}
print(row)
print(board.boardColors.filter { $0 }.count)
print("creating sessions")
let s1 = Session()
let s2 = Session()
s2.user = "admin"
s2.scores["bonus"] = 5
print(s1.user, s1.scores, s1.created)
print(s2.user, s2.scores.sorted { $0.key < $1.key }, s2.created)
// expect: true
// expect: false
// expect: #.#.#.#.
// expect: 32
// expect: creating sessions
// expect: makeDefaultName called
// expect: building scores
// expect: makeDefaultName called
// expect: building scores
// expect: guest ["start": 0] day-1
// expect: admin [(key: "bonus", value: 5), (key: "start", value: 0)] day-1
