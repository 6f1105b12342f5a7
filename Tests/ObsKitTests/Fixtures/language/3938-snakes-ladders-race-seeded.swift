// App code style: snakes and ladders race with a seeded generator and a board map
struct Xorshift32: RandomNumberGenerator {
    var s: UInt32
    mutating func next() -> UInt64 {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5
        let hi = UInt64(s)
        s ^= s << 13; s ^= s >> 17; s ^= s << 5
        return (hi << 32) | UInt64(s)
    }
}

struct Board {
    let size = 30
    let jumps: [Int: Int] = [3: 11, 6: 17, 9: 2, 14: 4, 19: 27, 22: 13, 25: 29, 28: 8]

    func land(_ square: Int) -> (Int, String?) {
        guard let to = jumps[square] else { return (square, nil) }
        return (to, to > square ? "ladder" : "snake")
    }
}

struct Racer {
    let name: String
    var square = 0
    var ladders = 0, snakes = 0
}

func race(seed: UInt32, names: [String]) -> String {
    var rng = Xorshift32(s: seed)
    let board = Board()
    var racers = names.map { Racer(name: $0) }
    for turn in 1...100 {
        for i in racers.indices {
            let roll = Int.random(in: 1...6, using: &rng)
            let target = racers[i].square + roll
            if target > board.size { continue }
            let (dest, kind) = board.land(target)
            switch kind {
            case "ladder"?: racers[i].ladders += 1
            case "snake"?: racers[i].snakes += 1
            default: break
            }
            racers[i].square = dest
            if dest == board.size {
                let summary = racers.map { "\($0.name)=\($0.square) L\($0.ladders) S\($0.snakes)" }
                return "\(racers[i].name) wins on turn \(turn): " + summary.joined(separator: ", ")
            }
        }
    }
    return "no winner"
}

for seed: UInt32 in [7, 2023, 31337] {
    print(race(seed: seed, names: ["Ana", "Ben", "Cat"]))
}
var rng = Xorshift32(s: 5)
let order = ["Ana", "Ben", "Cat", "Dan"].shuffled(using: &rng)
print("turn order: \(order)")
print("lucky square: \(Board().jumps.keys.sorted().randomElement(using: &rng)!)")
// expect: Ana wins on turn 17: Ana=30 L2 S3, Ben=23 L1 S1, Cat=27 L2 S3
// expect: Cat wins on turn 13: Ana=24 L0 S2, Ben=4 L0 S3, Cat=30 L0 S1
// expect: Ana wins on turn 4: Ana=30 L1 S0, Ben=21 L1 S0, Cat=27 L2 S0
// expect: turn order: ["Ana", "Dan", "Cat", "Ben"]
// expect: lucky square: 28
