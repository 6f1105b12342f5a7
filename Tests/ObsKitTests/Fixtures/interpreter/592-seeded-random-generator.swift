// A seeded RandomNumberGenerator of the script's drives Swift's random functions: Int/Double/Float/Bool/UInt8
// random(in:using:), shuffled/shuffle/randomElement(using:), next(upperBound:), SystemRandomNumberGenerator.
// The numbers are Swift's own algorithms' over the generator's bits. Expected output: swiftc 6.3.1 on this machine.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}
var g = SplitMix(seed: 42)
print(Int.random(in: 1...6, using: &g), Int.random(in: 0..<100, using: &g), Int.random(in: -5...5, using: &g))
print(Double.random(in: 0..<1, using: &g), Double.random(in: 0...10, using: &g))
print(Bool.random(using: &g), Bool.random(using: &g), Bool.random(using: &g))
print([1, 2, 3, 4, 5, 6, 7, 8].shuffled(using: &g))
var a = Array("abcdefg")
a.shuffle(using: &g)
print(String(a))
print((1...100).randomElement(using: &g)!, ["x", "y", "z"].randomElement(using: &g)!)
print(g.next(upperBound: UInt64(10)), g.next() % 7)
print(UInt8.random(in: 0...255, using: &g), Float.random(in: 0..<1, using: &g))
print(Int.random(in: Int.min...Int.max, using: &g))
var sys = SystemRandomNumberGenerator()
print(Int.random(in: 3...3, using: &sys))
func roll<R: RandomNumberGenerator>(_ r: inout R) -> Int { Int.random(in: 1...20, using: &r) }
print(roll(&g))
let empty: [Int] = []
print(empty.randomElement(using: &g) as Any)
// expect: 5 15 -2
// expect: 0.9025874404097629 0.3803016854024621
// expect: true false false
// expect: [3, 6, 4, 2, 7, 5, 8, 1]
// expect: baedgcf
// expect: 8 y
// expect: 6 3
// expect: 17 0.12756664
// expect: -3956836574347814625
// expect: 3
// expect: 19
// expect: nil
