// Swift book style (required init with protocols): a protocol requirement init satisfied by required init in a non-final class, built generically
protocol Buildable {
    init(seed: Int)
    var summary: String { get }
}

class Part: Buildable {
    let seed: Int
    required init(seed: Int) { self.seed = seed }
    var summary: String { "Part(\(seed))" }
}

class Gear: Part {
    let teeth: Int
    required init(seed: Int) {
        teeth = seed * 8
        super.init(seed: seed)
    }
    override var summary: String { "Gear(\(teeth) teeth)" }
}

class Spring: Part {
    var stiffness = 0.0
    required init(seed: Int) {
        super.init(seed: seed)
        stiffness = Double(seed) / 4
    }
    override var summary: String { "Spring(k=\(stiffness))" }
}

final class Bolt: Buildable {
    let size: Int
    init(seed: Int) { size = seed + 2 }
    var summary: String { "Bolt(M\(size))" }
}

func batch<T: Buildable>(_ type: T.Type, _ seeds: [Int]) -> [T] {
    seeds.map { T(seed: $0) }
}

print(batch(Part.self, [1, 2]).map(\.summary))
print(batch(Gear.self, [2, 3]).map(\.summary))
print(batch(Spring.self, [1, 6]).map(\.summary))
print(batch(Bolt.self, [6, 8]).map(\.summary))
let mixed: [Buildable.Type] = [Gear.self, Bolt.self, Spring.self, Part.self]
print(mixed.map { $0.init(seed: 4).summary })
let parts: [Part] = batch(Gear.self, [1]) + batch(Spring.self, [2])
print(parts.map { type(of: $0) == Gear.self })

// expect: ["Part(1)", "Part(2)"]
// expect: ["Gear(16 teeth)", "Gear(24 teeth)"]
// expect: ["Spring(k=0.25)", "Spring(k=1.5)"]
// expect: ["Bolt(M8)", "Bolt(M10)"]
// expect: ["Gear(32 teeth)", "Bolt(M6)", "Spring(k=1.0)", "Part(4)"]
// expect: [true, false]
