// Point-Free style (random generators): a Gen<A> driven by a seeded linear congruential generator, with map, flatMap and zip
struct LCG {
    var seed: UInt64
    mutating func next() -> UInt64 {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return seed >> 33
    }
}

struct Gen<A> {
    let run: (inout LCG) -> A
}

extension Gen {
    func map<B>(_ f: @escaping (A) -> B) -> Gen<B> {
        Gen<B> { rng in f(self.run(&rng)) }
    }
    func flatMap<B>(_ f: @escaping (A) -> Gen<B>) -> Gen<B> {
        Gen<B> { rng in f(self.run(&rng)).run(&rng) }
    }
    func array(count: Gen<Int>) -> Gen<[A]> {
        count.flatMap { n in Gen<[A]> { rng in (0..<n).map { _ in self.run(&rng) } } }
    }
}

func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> {
    Gen { rng in (a.run(&rng), b.run(&rng)) }
}

func int(in range: ClosedRange<Int>) -> Gen<Int> {
    Gen { rng in
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(rng.next() % width)
    }
}

func element<A>(of xs: [A]) -> Gen<A> {
    int(in: 0...(xs.count - 1)).map { xs[$0] }
}

let bool = int(in: 0...1).map { $0 == 1 }
let letter = element(of: Array("abcdefghij"))
let word = letter.array(count: int(in: 2...5)).map { String($0) }
let pair = zip(word, int(in: 1...99))

var rng = LCG(seed: 42)
for _ in 0..<4 {
    let (w, n) = pair.run(&rng)
    print(w, n)
}
var rng2 = LCG(seed: 42)
var rng3 = LCG(seed: 42)
print(word.run(&rng2) == word.run(&rng3))
print((0..<8).map { _ in bool.run(&rng) ? "T" : "F" }.joined())
let dice = zip(int(in: 1...6), int(in: 1...6)).map { $0 + $1 }
var rng4 = LCG(seed: 7)
print((0..<10).map { _ in dice.run(&rng4) })

// expect: gide 8
// expect: agf 83
// expect: ceij 8
// expect: jejie 27
// expect: true
// expect: FTFFFTFF
// expect: [9, 10, 8, 6, 7, 6, 6, 9, 8, 7]
