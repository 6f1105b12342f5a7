// App code style: custom Sequence and IteratorProtocol for primes, fibonacci and a countdown range
struct Primes: Sequence, IteratorProtocol {
    private var found: [Int] = []
    private var candidate = 1
    mutating func next() -> Int? {
        while true {
            candidate += 1
            if found.allSatisfy({ $0 * $0 > candidate || candidate % $0 != 0 }) {
                found.append(candidate)
                return candidate
            }
        }
    }
}
struct Fib: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var (a, b) = (0, 1)
        return AnyIterator { defer { (a, b) = (b, a + b) }; return a }
    }
}
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? { guard n > 0 else { return nil }; defer { n -= 1 }; return n }
}

print(Array(Primes().prefix(12)))
print(Primes().first { $0 > 100 }!)
print(Fib().prefix(while: { $0 < 100 }).map(String.init).joined(separator: " "))
let evens: LazyFilterSequence<Fib> = Fib().lazy.filter { $0 % 2 == 0 }
print(Array(evens.prefix(6)))
print(Array(Countdown(n: 5)), Countdown(n: 4).reduce(1, *))
var cd = Countdown(n: 3)
while let x = cd.next() { print("tick \(x)") }
print("after loop n=\(cd.n), next=\(String(describing: cd.next()))")
for (i, (p, f)) in zip(Primes(), Fib().dropFirst(3)).prefix(5).enumerated() { print(i == 0 ? "" : " ", "\(p)~\(f)", separator: "", terminator: "") }
print("|")
let pairs: [(Int, Int)] = Array(zip(Primes(), Primes().dropFirst()).prefix(20))
let twins = pairs.filter { $1 - $0 == 2 }.prefix(5).map { "(\($0),\($1))" }
print(twins.joined(separator: ""))
print(sequence(first: 1) { $0 < 200 ? $0 * 3 : nil }.map { $0 })
print(Array(sequence(state: 10) { (s: inout Int) -> Int? in s -= 3; return s > 0 ? s : nil }))
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
// expect: 101
// expect: 0 1 1 2 3 5 8 13 21 34 55 89
// expect: [0, 2, 8, 34, 144, 610]
// expect: [5, 4, 3, 2, 1] 24
// expect: tick 3
// expect: tick 2
// expect: tick 1
// expect: after loop n=0, next=nil
// expect: 2~2 3~3 5~5 7~8 11~13|
// expect: (3,5)(5,7)(11,13)(17,19)(29,31)
// expect: [1, 3, 9, 27, 81, 243]
// expect: [7, 4, 1]
