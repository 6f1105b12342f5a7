// Compiler test style: two-phase initialization order, default values from closures, memberwise initializers
var trace: [String] = []

class Base {
    var id: Int
    var name: String = { trace.append("Base.name default"); return "base" }()
    init(id: Int) {
        trace.append("Base.init phase1")
        self.id = id
        trace.append("Base.init phase2 describe=\(describe())")
    }
    func describe() -> String { return "Base#\(id)" }
}

class Child: Base {
    var extra: String
    init(id: Int, extra: String) {
        trace.append("Child.init phase1")
        self.extra = extra
        super.init(id: id)
        trace.append("Child.init phase2")
        name = "child"
    }
    override func describe() -> String { return "Child#\(id)/\(extra)" }
}

let c = Child(id: 7, extra: "x")
for t in trace { print(t) }
print(c.name, c.describe())

struct Chessboard {
    let boardColors: [Bool] = {
        var temporaryBoard: [Bool] = []
        var isBlack = false
        for _ in 1...8 {
            for _ in 1...8 {
                temporaryBoard.append(isBlack)
                isBlack = !isBlack
            }
            isBlack = !isBlack
        }
        return temporaryBoard
    }()
    func squareIsBlackAt(row: Int, column: Int) -> Bool { return boardColors[(row * 8) + column] }
}
let board = Chessboard()
print(board.squareIsBlackAt(row: 0, column: 1), board.squareIsBlackAt(row: 7, column: 7))
struct Settings { var volume = 5; var muted = false; var title = "default" }
let s1 = Settings(), s2 = Settings(volume: 9), s3 = Settings(muted: true, title: "quiet")
print(s1.volume, s2.volume, s2.title, s3.muted, s3.title)
// expect: Child.init phase1
// expect: Base.name default
// expect: Base.init phase1
// expect: Base.init phase2 describe=Child#7/x
// expect: Child.init phase2
// expect: child Child#7/x
// expect: true false
// expect: 5 9 default true quiet
