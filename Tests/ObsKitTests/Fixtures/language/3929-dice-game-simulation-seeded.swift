// App code style: dice game simulation with a seeded LCG random generator
struct LCG: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}

protocol Strategy {
    var name: String { get }
    func shouldRoll(turnTotal: Int, score: Int) -> Bool
}

struct Cautious: Strategy {
    let name = "cautious"
    func shouldRoll(turnTotal: Int, score: Int) -> Bool { turnTotal < 12 }
}

struct Greedy: Strategy {
    let name = "greedy"
    func shouldRoll(turnTotal: Int, score: Int) -> Bool { turnTotal < 25 && score + turnTotal < 50 }
}

final class PigPlayer {
    let strategy: Strategy
    var score = 0 { didSet { if score >= PigPlayer.target { print("  \(strategy.name) reaches \(score)") } } }
    static let target = 50
    init(_ s: Strategy) { strategy = s }
}

func playPig(seed: UInt64) -> String {
    var rng = LCG(state: seed)
    let players = [PigPlayer(Cautious()), PigPlayer(Greedy())]
    var turn = 0
    while true {
        let p = players[turn % 2]
        var total = 0
        var rolls: [Int] = []
        repeat {
            let die = Int.random(in: 1...6, using: &rng)
            rolls.append(die)
            if die == 1 { total = 0; break }
            total += die
        } while p.strategy.shouldRoll(turnTotal: total, score: p.score)
        p.score += total
        if turn < 6 { print("  turn \(turn) \(p.strategy.name): \(rolls) -> +\(total) = \(p.score)") }
        if p.score >= PigPlayer.target { return "\(p.strategy.name) wins on turn \(turn)" }
        turn += 1
    }
}

for seed: UInt64 in [1, 42, 7] {
    print("seed \(seed):")
    print(playPig(seed: seed))
}
var rng = LCG(state: 99)
let names = ["ann", "bob", "cy", "dee"]
print("picked:", (0..<5).map { _ in names.randomElement(using: &rng)! })
print("dealt:", names.shuffled(using: &rng))
// expect: seed 1:
// expect:   turn 0 cautious: [3, 4, 4, 3] -> +14 = 14
// expect:   turn 1 greedy: [5, 4, 4, 1] -> +0 = 0
// expect:   turn 2 cautious: [6, 2, 5] -> +13 = 27
// expect:   turn 3 greedy: [4, 5, 2, 2, 5, 3, 4] -> +25 = 25
// expect:   turn 4 cautious: [4, 2, 6] -> +12 = 39
// expect:   greedy reaches 51
// expect:   turn 5 greedy: [6, 4, 4, 3, 5, 4] -> +26 = 51
// expect: greedy wins on turn 5
// expect: seed 42:
// expect:   turn 0 cautious: [4, 2, 3, 4] -> +13 = 13
// expect:   turn 1 greedy: [5, 1] -> +0 = 0
// expect:   turn 2 cautious: [1] -> +0 = 13
// expect:   turn 3 greedy: [1] -> +0 = 0
// expect:   turn 4 cautious: [3, 1] -> +0 = 13
// expect:   turn 5 greedy: [3, 4, 6, 2, 5, 3, 5] -> +28 = 28
// expect:   greedy reaches 51
// expect: greedy wins on turn 7
// expect: seed 7:
// expect:   turn 0 cautious: [3, 6, 6] -> +15 = 15
// expect:   turn 1 greedy: [2, 2, 1] -> +0 = 0
// expect:   turn 2 cautious: [3, 2, 6, 5] -> +16 = 31
// expect:   turn 3 greedy: [3, 4, 2, 4, 2, 1] -> +0 = 0
// expect:   turn 4 cautious: [6, 1] -> +0 = 31
// expect:   turn 5 greedy: [1] -> +0 = 0
// expect:   cautious reaches 56
// expect: cautious wins on turn 8
// expect: picked: ["ann", "bob", "dee", "cy", "ann"]
// expect: dealt: ["cy", "bob", "dee", "ann"]
