// App code style: predator-prey ecosystem simulation with a seeded generator
struct PCG: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x853C49E6748FEA9B }
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        var x = state
        x ^= x >> 33
        x = x &* 0xFF51AFD7ED558CCD
        x ^= x >> 33
        return x
    }
}

protocol Species {
    static var label: String { get }
    var energy: Int { get set }
}

extension Species {
    var isAlive: Bool { energy > 0 }
}

struct Rabbit: Species { static let label = "rabbits"; var energy: Int }
struct Fox: Species { static let label = "foxes"; var energy: Int }

struct Ecosystem {
    var rabbits: [Rabbit]
    var foxes: [Fox]
    var grass: Int

    mutating func season(using rng: inout PCG) {
        grass = min(200, grass + 40)
        for i in rabbits.indices {
            let bite = min(grass, Int.random(in: 1...4, using: &rng))
            grass -= bite
            rabbits[i].energy += bite - 2
        }
        for i in foxes.indices {
            foxes[i].energy -= 3
            if !rabbits.isEmpty && Double.random(in: 0..<1, using: &rng) < 0.5 {
                rabbits.remove(at: Int.random(in: 0..<rabbits.count, using: &rng))
                foxes[i].energy += 6
            }
        }
        rabbits.removeAll { !$0.isAlive }
        foxes.removeAll { !$0.isAlive }
        let newRabbits = rabbits.filter { $0.energy >= 6 }.count
        for i in rabbits.indices where rabbits[i].energy >= 6 { rabbits[i].energy -= 3 }
        rabbits += Array(repeating: Rabbit(energy: 3), count: newRabbits)
        let newFoxes = foxes.filter { $0.energy >= 12 }.count
        for i in foxes.indices where foxes[i].energy >= 12 { foxes[i].energy -= 6 }
        foxes += Array(repeating: Fox(energy: 6), count: newFoxes)
    }

    var summary: String { "\(Rabbit.label)=\(rabbits.count) \(Fox.label)=\(foxes.count) grass=\(grass)" }
}

var rng = PCG(seed: 77)
var eco = Ecosystem(rabbits: Array(repeating: Rabbit(energy: 5), count: 20), foxes: Array(repeating: Fox(energy: 8), count: 3), grass: 60)
var peak = (season: 0, rabbits: eco.rabbits.count)
for s in 1...12 {
    eco.season(using: &rng)
    if eco.rabbits.count > peak.rabbits { peak = (s, eco.rabbits.count) }
    print("season \(s): \(eco.summary)")
    if eco.rabbits.isEmpty && eco.foxes.isEmpty { print("extinct"); break }
}
print("peak rabbits \(peak.rabbits) in season \(peak.season)")
// expect: season 1: rabbits=27 foxes=3 grass=54
// expect: season 2: rabbits=30 foxes=4 grass=21
// expect: season 3: rabbits=33 foxes=4 grass=0
// expect: season 4: rabbits=27 foxes=4 grass=0
// expect: season 5: rabbits=20 foxes=3 grass=0
// expect: season 6: rabbits=19 foxes=4 grass=0
// expect: season 7: rabbits=19 foxes=4 grass=0
// expect: season 8: rabbits=21 foxes=2 grass=0
// expect: season 9: rabbits=20 foxes=2 grass=0
// expect: season 10: rabbits=19 foxes=2 grass=0
// expect: season 11: rabbits=21 foxes=1 grass=0
// expect: season 12: rabbits=21 foxes=2 grass=0
// expect: peak rabbits 33 in season 3
