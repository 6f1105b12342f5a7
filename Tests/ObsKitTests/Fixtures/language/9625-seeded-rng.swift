// A seeded xorshift RandomNumberGenerator driving shuffled(using:), random(in:using:), randomElement(using:)
struct XorShift: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}

struct Counting: RandomNumberGenerator {
    var calls = 0
    var inner: XorShift
    mutating func next() -> UInt64 {
        calls += 1
        return inner.next()
    }
}

var g = XorShift(seed: 42)
print(g.next(), g.next())
var g2 = XorShift(seed: 42)
var g3 = XorShift(seed: 42)
print(g2.next() == g3.next())

// Only check properties that do not depend on the library's exact consumption of bits.
var r = XorShift(seed: 7)
let deck = Array(1...10)
let sh = deck.shuffled(using: &r)
print(sh.count, sh.sorted() == deck, Set(sh).count)
var rA = XorShift(seed: 99), rB = XorShift(seed: 99)
print(deck.shuffled(using: &rA) == deck.shuffled(using: &rB))

var rolls: [Int] = []
var dice = XorShift(seed: 2024)
for _ in 0..<200 { rolls.append(Int.random(in: 1...6, using: &dice)) }
print(rolls.allSatisfy { (1...6).contains($0) }, Set(rolls).count)
var dice2 = XorShift(seed: 2024)
let again = (0..<200).map { _ in Int.random(in: 1...6, using: &dice2) }
print(again == rolls)

var d = XorShift(seed: 5)
let fl = (0..<100).map { _ in Double.random(in: 0..<1, using: &d) }
print(fl.allSatisfy { $0 >= 0 && $0 < 1 })
print(Bool.random(using: &d) || true)

var e = XorShift(seed: 11)
let empty: [String] = []
print(empty.randomElement(using: &e) as Any)
print(["only"].randomElement(using: &e) as Any)
let pick = ["a", "b", "c"].randomElement(using: &e)!
print(["a", "b", "c"].contains(pick))

var c = Counting(inner: XorShift(seed: 3))
_ = UInt64.random(in: 0...UInt64.max, using: &c)
print("full-range calls:", c.calls)
_ = UInt8.random(in: 5...5, using: &c)
print("single-value calls:", c.calls)

var m = XorShift(seed: 123)
var arr = Array("swift")
arr.shuffle(using: &m)
print(arr.count, String(arr.sorted()))
var manual = XorShift(seed: 1)
let vals = (0..<5).map { _ in manual.next() % 100 }
print(vals)
var h = XorShift(seed: 0)
print(h.next() != 0, h.state == XorShift(seed: 0).state)

// expect: 45454805674 11532217803599905471
// expect: true
// expect: 10 true 10
// expect: true
// expect: true 6
// expect: true
// expect: true
// expect: true
// expect: nil
// expect: Optional("only")
// expect: true
// expect: full-range calls: 1
// expect: single-value calls: 2
// expect: 5 fistw
// expect: [61, 5, 57, 45, 33]
// expect: true false
