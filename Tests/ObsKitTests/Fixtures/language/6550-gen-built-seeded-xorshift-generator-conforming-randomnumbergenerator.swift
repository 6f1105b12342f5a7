// Point-Free style (deterministic randomness): a Gen built on a seeded xorshift generator conforming to RandomNumberGenerator, with frequency, shuffle and an infinite sample sequence
struct Xorshift: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 0x9E3779B97F4A7C15 : seed }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

struct Gen<A> {
    let run: (inout Xorshift) -> A
    static func always(_ a: A) -> Gen { Gen { _ in a } }
    func map<B>(_ f: @escaping (A) -> B) -> Gen<B> { Gen<B> { f(self.run(&$0)) } }
    func flatMap<B>(_ f: @escaping (A) -> Gen<B>) -> Gen<B> { Gen<B> { rng in f(self.run(&rng)).run(&rng) } }
    func samples(seed: UInt64) -> UnfoldSequence<A, Xorshift> {
        sequence(state: Xorshift(seed: seed)) { rng in self.run(&rng) }
    }
}

func int(_ upper: Int) -> Gen<Int> { Gen { Int($0.next() % UInt64(upper)) } }

func frequency<A>(_ table: [(Int, Gen<A>)]) -> Gen<A> {
    let total = table.map(\.0).reduce(0, +)
    return int(total).flatMap { roll in
        var remaining = roll
        for (weight, gen) in table {
            if remaining < weight { return gen }
            remaining -= weight
        }
        return table[0].1
    }
}

func shuffled<A>(_ xs: [A]) -> Gen<[A]> {
    Gen { rng in
        var copy = xs
        for i in stride(from: copy.count - 1, to: 0, by: -1) {
            copy.swapAt(i, Int(rng.next() % UInt64(i + 1)))
        }
        return copy
    }
}

let coin = frequency([(3, .always("H")), (1, .always("T"))])
print(coin.samples(seed: 1).prefix(20).joined())
let counts = Dictionary(coin.samples(seed: 2).prefix(400).map { ($0, 1) }, uniquingKeysWith: +)
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

var rng = Xorshift(seed: 99)
print(shuffled(Array(1...10)).run(&rng))
print(shuffled(["a", "b", "c", "d"]).run(&rng).joined())
let password = int(26).map { Character(UnicodeScalar(97 + UInt8($0))) }
print(String(password.samples(seed: 5).prefix(12)))
let dice = int(6).map { $0 + 1 }
print(Array(dice.samples(seed: 3).prefix(10)), dice.samples(seed: 3).prefix(100).reduce(0, +))
var sys = Xorshift(seed: 7)
print(Int.random(in: 1...100, using: &sys), [1, 2, 3, 4, 5].shuffled(using: &sys).count)

// expect: HHHHHHHHTHHHHTHTHHTH
// expect: ["H=309", "T=91"]
// expect: [10, 7, 5, 1, 9, 2, 6, 4, 3, 8]
// expect: bcad
// expect: fdzhuyagfmma
// expect: [4, 1, 4, 2, 6, 3, 3, 4, 4, 2] 346
// expect: 1 5
