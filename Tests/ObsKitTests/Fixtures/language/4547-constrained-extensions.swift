// Compiler test style: a generic Pair with extensions constrained by where clauses and same-type requirements
struct Pair<T> {
    var first: T
    var second: T
}

extension Pair: CustomStringConvertible {
    var description: String { "Pair(\(first), \(second))" }
}

extension Pair where T: Equatable {
    var isSame: Bool { first == second }
}

extension Pair where T: Comparable {
    var ordered: Pair { first <= second ? self : Pair(first: second, second: first) }
    var larger: T { max(first, second) }
}

extension Pair where T: Numeric {
    var sum: T { first + second }
    var product: T { first * second }
    static var zero: Pair { Pair(first: 0, second: 0) }
}

extension Pair where T: SignedNumeric & Comparable {
    var difference: T {
        let d = first - second
        return d < 0 ? -d : d
    }
}

extension Pair where T: FloatingPoint {
    var mean: T { (first + second) / 2 }
    var hypot: T { (first * first + second * second).squareRoot() }
}

extension Pair where T: BinaryInteger {
    var gcd: T {
        var (a, b) = (first, second)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
    var mean: T { (first + second) / 2 }
}

extension Pair where T == Int {
    var asRange: ClosedRange<Int> { ordered.first...ordered.second }
}

extension Pair where T == String {
    var joined: String { first + " & " + second }
}

let ints = Pair(first: 12, second: 18)
print(ints, ints.isSame, ints.larger, ints.sum, ints.product)
print(ints.difference, ints.gcd, ints.mean, ints.asRange)
print(Pair(first: 9, second: 3).ordered, Pair(first: 9, second: 3).asRange.count)

let doubles = Pair(first: 3.0, second: 4.0)
print(doubles.sum, doubles.product, doubles.difference, doubles.mean, doubles.hypot)
print(Pair(first: Float(1), second: Float(2)).mean)

let bytes = Pair(first: UInt8(120), second: UInt8(90))
print(bytes.gcd, bytes.larger, bytes.mean, bytes.ordered)
print(Pair<Int8>.zero, Pair<Double>.zero, Pair<UInt>.zero.isSame)

let words = Pair(first: "salt", second: "pepper")
print(words.joined, words.larger, words.ordered, words.isSame)

func total<T: Numeric>(_ pairs: [Pair<T>]) -> T {
    pairs.reduce(T.zero) { $0 + $1.sum }
}
print(total([ints, Pair(first: 1, second: 2)]), total([doubles, Pair(first: 0.5, second: 0.25)]))

func describeMean<T: BinaryFloatingPoint>(_ p: Pair<T>) -> String { "float mean \(p.mean)" }
func describeMean<T: BinaryInteger>(_ p: Pair<T>) -> String { "int mean \(p.mean)" }
print(describeMean(Pair(first: 1, second: 2)), describeMean(Pair(first: 1.0, second: 2.0)))
print(Pair(first: -7, second: 3).difference, Pair(first: Int8(-7), second: 3).sum)
// expect: Pair(12, 18) false 18 30 216
// expect: 6 6 15 12...18
// expect: Pair(3, 9) 7
// expect: 7.0 12.0 1.0 3.5 5.0
// expect: 1.5
// expect: 30 120 105 Pair(90, 120)
// expect: Pair(0, 0) Pair(0.0, 0.0) true
// expect: salt & pepper salt Pair(pepper, salt) false
// expect: 33 7.75
// expect: int mean 1 float mean 1.5
// expect: 10 -4
