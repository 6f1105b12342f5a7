// ARC: strong references, reference cycles, weak and unowned references, deinit messages (expected output from swiftc 6.3.1 on Linux)
final class Session {
    let user: String
    init(user: String) { self.user = user; print("session for \(user) opened") }
    deinit { print("session for \(user) closed") }
}
var tabA: Session? = Session(user: "mila")
var tabB = tabA
var tabC = tabA
tabA = nil
tabB = nil
print("one tab still holds the session")
tabC = nil
print("---")

final class FolderNode {
    let name: String
    var children: [FolderNode] = []
    weak var parent: FolderNode?
    init(_ name: String) { self.name = name; print("node \(name) created") }
    func add(_ child: FolderNode) { children.append(child); child.parent = self }
    var path: String { (parent.map { $0.path + "/" } ?? "") + name }
    deinit { print("node \(name) freed") }
}
var root: FolderNode? = FolderNode("root")
var docs: FolderNode? = FolderNode("docs")
root!.add(docs!)
print("path:", docs!.path)
root = nil
print("path after root released:", docs!.path, docs!.parent == nil)
docs = nil
print("---")

final class ChessGame {
    let id: Int
    var clock: GameClock?
    init(id: Int) { self.id = id }
    deinit { print("game \(id) deinit") }
}
final class GameClock {
    var secondsLeft = 300
    unowned let game: ChessGame
    init(game: ChessGame) { self.game = game }
    deinit { print("clock deinit with \(secondsLeft)s left") }
}
var blitz: ChessGame? = ChessGame(id: 7)
blitz!.clock = GameClock(game: blitz!)
print("clock belongs to game", blitz!.clock!.game.id)
blitz = nil
print("---")

final class TrainLine {
    let name: String
    var stations: [Station] = []
    init(name: String) { self.name = name }
    deinit { print("line \(name) deinit") }
}
final class Station {
    let name: String
    unowned let line: TrainLine
    unowned var nextStop: Station?
    init(name: String, line: TrainLine) { self.name = name; self.line = line }
    deinit { print("station \(name) deinit") }
}
var redLine: TrainLine? = TrainLine(name: "Red")
let north = Station(name: "North", line: redLine!)
let harbor = Station(name: "Harbor", line: redLine!)
north.nextStop = harbor
redLine!.stations = [north, harbor]
print(north.nextStop?.name ?? "-", north.line.name)
redLine = nil
print("line released; stations held by globals:", north.name, harbor.name)

// expect: session for mila opened
// expect: one tab still holds the session
// expect: session for mila closed
// expect: ---
// expect: node root created
// expect: node docs created
// expect: path: root/docs
// expect: node root freed
// expect: path after root released: docs true
// expect: node docs freed
// expect: ---
// expect: clock belongs to game 7
// expect: game 7 deinit
// expect: clock deinit with 300s left
// expect: ---
// expect: Harbor Red
// expect: line Red deinit
// expect: line released; stations held by globals: North Harbor
