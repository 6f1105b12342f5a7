// Mutating methods: assigning to self in structs and enums, mutating through protocol requirements, and nonmutating setters (expected output from swiftc 6.3.1 on Linux)
struct Fraction {
    var num: Int, den: Int
    mutating func reduce() {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? abs(a) : gcd(b, a % b) }
        let g = gcd(num, den)
        self = Fraction(num: num / g * (den < 0 ? -1 : 1), den: abs(den / g))
    }
    func reduced() -> Fraction { var c = self; c.reduce(); return c }
    static func += (l: inout Fraction, r: Fraction) {
        l = Fraction(num: l.num * r.den + r.num * l.den, den: l.den * r.den)
        l.reduce()
    }
}
var f = Fraction(num: 6, den: -8)
f.reduce()
print(f.num, f.den)
f += Fraction(num: 1, den: 4)
print(f.num, f.den, Fraction(num: 10, den: 4).reduced())

enum Light {
    case red, green, yellow
    mutating func advance() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}
var light = Light.red
var seen: [Light] = []
for _ in 0..<4 { seen.append(light); light.advance() }
print(seen, light)

protocol Resettable { mutating func reset() }
struct Meter: Resettable { var value = 5; mutating func reset() { value = 0 } }
final class Dial: Resettable { var angle = 90; func reset() { angle = 0 } }
func resetAll<T: Resettable>(_ xs: inout [T]) { for i in xs.indices { xs[i].reset() } }
var meters = [Meter(), Meter(value: 9)]
resetAll(&meters)
let dial = Dial()
var dials = [dial]
resetAll(&dials)
print(meters.map(\.value), dial.angle)
var anyR: any Resettable = Meter(value: 3)
anyR.reset()
print((anyR as! Meter).value)

final class Backing { var stored = 0 }
struct Handle {
    let backing: Backing
    var value: Int {
        get { backing.stored }
        nonmutating set { backing.stored = newValue }
    }
}
let h = Handle(backing: Backing())
h.value = 42
h.value += 1
print(h.value, h.backing.stored)

struct Counter {
    private(set) var count = 0
    mutating func increment() -> Int { count += 1; return count }
    mutating func reset() -> Counter { defer { self = Counter() }; return self }
}
var counter = Counter()
_ = counter.increment(); _ = counter.increment()
let before = counter.reset()
print(before.count, counter.count)
var grid = [[Counter()]]
print(grid[0][0].increment(), grid[0][0].increment(), grid[0][0].count)

// expect: -3 4
// expect: -1 2 Fraction(num: 5, den: 2)
// expect: [main.Light.red, main.Light.green, main.Light.yellow, main.Light.red] green
// expect: [0, 0] 0
// expect: 0
// expect: 43 43
// expect: 2 0
// expect: 1 2 2
