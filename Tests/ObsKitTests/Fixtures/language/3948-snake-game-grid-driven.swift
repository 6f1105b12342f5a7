// App code style: snake game on a grid driven by a fixed list of moves
enum Heading: Character {
    case up = "U", down = "D", left = "L", right = "R"
    var delta: (Int, Int) {
        switch self {
        case .up: return (0, -1)
        case .down: return (0, 1)
        case .left: return (-1, 0)
        case .right: return (1, 0)
        }
    }
    func isOpposite(of other: Heading) -> Bool { delta.0 + other.delta.0 == 0 && delta.1 + other.delta.1 == 0 }
}

struct Pos: Hashable { var x: Int, y: Int }

struct SnakeGame {
    let width = 8, height = 6
    var body: [Pos] = [Pos(x: 2, y: 2), Pos(x: 1, y: 2), Pos(x: 0, y: 2)]
    var heading = Heading.right
    var food: [Pos] = [Pos(x: 5, y: 2), Pos(x: 5, y: 4), Pos(x: 1, y: 4), Pos(x: 1, y: 0)]
    var score = 0
    var over: String? = nil

    mutating func advance(_ turn: Heading?) {
        if let t = turn, !t.isOpposite(of: heading) { heading = t }
        let head = Pos(x: body[0].x + heading.delta.0, y: body[0].y + heading.delta.1)
        guard (0..<width).contains(head.x), (0..<height).contains(head.y) else { over = "hit wall"; return }
        let ate = food.first == head
        let checkBody = ate ? body : Array(body.dropLast())
        guard !checkBody.contains(head) else { over = "bit itself"; return }
        body.insert(head, at: 0)
        if ate { score += 10; food.removeFirst() } else { body.removeLast() }
    }

    func draw() -> String {
        (0..<height).map { y in
            String((0..<width).map { x -> Character in
                let p = Pos(x: x, y: y)
                if p == body[0] { return "@" }
                if body.contains(p) { return "o" }
                return food.first == p ? "*" : "."
            })
        }.joined(separator: "\n")
    }
}

var game = SnakeGame()
let moves = "..R.D.LL..L..UU.U.RRD..L"
for (tick, ch) in moves.enumerated() {
    game.advance(Heading(rawValue: ch))
    if let reason = game.over { print("game over at tick \(tick): \(reason)"); break }
    if tick % 8 == 7 { print("tick \(tick) len \(game.body.count)\n\(game.draw())") }
}
print("score \(game.score), length \(game.body.count), heading \(game.heading)")
// expect: tick 7 len 5
// expect: ........
// expect: ........
// expect: ......o.
// expect: ......o.
// expect: .*..@oo.
// expect: ........
// expect: game over at tick 12: hit wall
// expect: score 30, length 6, heading left
