// App code style: seeded LCG dice game with players as classes and deterministic turns
struct LCG {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }
    mutating func roll(_ sides: Int) -> Int { Int(next() % UInt64(sides)) + 1 }
}

class Player {
    let name: String
    var position = 0
    var rolls: [Int] = []
    init(name: String) { self.name = name }
}

let snakesAndLadders: [Int: Int] = [3: 11, 6: 17, 9: 2, 14: 4, 19: 8, 20: 29, 25: 13, 27: 1]
var rng = LCG(seed: 2024)
let players = ["Ada", "Brook", "Cai"].map(Player.init)
var winner: Player?
var turn = 0
gameLoop: while turn < 60 {
    for p in players {
        let r = rng.roll(6)
        p.rolls.append(r)
        var dest = p.position + r
        if dest > 30 { dest = p.position }
        if let jump = snakesAndLadders[dest] {
            print("turn \(turn): \(p.name) rolls \(r), \(dest) -> \(jump) \(jump > dest ? "ladder" : "snake")")
            dest = jump
        }
        p.position = dest
        if dest == 30 { winner = p; break gameLoop }
    }
    turn += 1
}
print("winner: \(winner?.name ?? "nobody") after \(turn + 1) rounds")
for p in players.sorted(by: { $0.position > $1.position }) {
    print("\(p.name): pos \(p.position), rolls \(p.rolls.count), sixes \(p.rolls.filter { $0 == 6 }.count)")
}
var check = LCG(seed: 1)
print((0..<8).map { _ in check.roll(10) })
// expect: turn 0: Cai rolls 3, 3 -> 11 ladder
// expect: turn 2: Brook rolls 2, 6 -> 17 ladder
// expect: turn 2: Cai rolls 2, 14 -> 4 snake
// expect: turn 3: Brook rolls 2, 19 -> 8 snake
// expect: turn 4: Brook rolls 6, 14 -> 4 snake
// expect: turn 4: Cai rolls 6, 14 -> 4 snake
// expect: turn 8: Cai rolls 6, 19 -> 8 snake
// expect: turn 10: Brook rolls 2, 20 -> 29 ladder
// expect: winner: Brook after 13 rounds
// expect: Brook: pos 30, rolls 13, sixes 2
// expect: Ada: pos 29, rolls 13, sixes 3
// expect: Cai: pos 21, rolls 12, sixes 2
// expect: [5, 4, 7, 1, 5, 6, 1, 3]
