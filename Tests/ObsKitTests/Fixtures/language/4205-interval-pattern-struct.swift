// Compiler test style: user-defined interval type with ~= overloads, Comparable generics and switch
struct Interval<T: Comparable> {
    let low: T
    let high: T
    init(_ low: T, _ high: T) {
        self.low = min(low, high)
        self.high = max(low, high)
    }
    func contains(_ v: T) -> Bool { low <= v && v <= high }
    func overlaps(_ o: Interval<T>) -> Bool { low <= o.high && o.low <= high }
}

func ~= <T>(pattern: Interval<T>, value: T) -> Bool {
    pattern.contains(value)
}

func ~= <T>(pattern: Interval<T>, value: Interval<T>) -> Bool {
    pattern.contains(value.low) && pattern.contains(value.high)
}

let cold = Interval(-40, 5)
let mild = Interval(6, 20)
let warm = Interval(21, 30)

func weather(_ t: Int) -> String {
    switch t {
    case cold: return "cold"
    case mild: return "mild"
    case warm: return "warm"
    default: return "extreme"
    }
}

for t in [-10, 5, 6, 18, 25, 31, -41] {
    print("\(t)C is \(weather(t))")
}

let alphabetFirstHalf = Interval("a", "m")
for word in ["apple", "mango", "melon", "zebra", "kiwi"] {
    switch word {
    case alphabetFirstHalf: print("\(word): first half")
    default: print("\(word): second half")
    }
}

func relation(_ a: Interval<Int>, _ b: Interval<Int>) -> String {
    switch b {
    case a: return "[\(b.low),\(b.high)] inside [\(a.low),\(a.high)]"
    case _ where a.overlaps(b): return "[\(b.low),\(b.high)] overlaps [\(a.low),\(a.high)]"
    default: return "[\(b.low),\(b.high)] disjoint from [\(a.low),\(a.high)]"
    }
}

let base = Interval(10, 20)
print(relation(base, Interval(12, 15)))
print(relation(base, Interval(18, 25)))
print(relation(base, Interval(30, 21)))
print(relation(base, Interval(20, 10)))

// Tuple of intervals used inside a switch on a tuple value
let xRange = Interval(0, 9), yRange = Interval(0, 4)
for p in [(3, 2), (10, 2), (5, 5), (-1, -1)] {
    switch p {
    case (xRange, yRange): print("\(p) on board")
    case (xRange, _): print("\(p) row out of range")
    case (_, yRange): print("\(p) column out of range")
    default: print("\(p) off board")
    }
}

// Expected output:
// expect: -10C is cold
// expect: 5C is cold
// expect: 6C is mild
// expect: 18C is mild
// expect: 25C is warm
// expect: 31C is extreme
// expect: -41C is extreme
// expect: apple: first half
// expect: mango: second half
// expect: melon: second half
// expect: zebra: second half
// expect: kiwi: first half
// expect: [12,15] inside [10,20]
// expect: [18,25] overlaps [10,20]
// expect: [21,30] disjoint from [10,20]
// expect: [10,20] inside [10,20]
// expect: (3, 2) on board
// expect: (10, 2) column out of range
// expect: (5, 5) row out of range
// expect: (-1, -1) off board
