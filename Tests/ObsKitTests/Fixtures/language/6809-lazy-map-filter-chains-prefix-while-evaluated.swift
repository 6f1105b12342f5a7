// Swift Forums style (lazy pipelines): lazy map/filter chains with prefix(while:) evaluated on demand
var evaluated: [Int] = []

func expensiveSquare(_ n: Int) -> Int {
    evaluated.append(n)
    return n * n
}

let squares = (1...).lazy.map(expensiveSquare).prefix(while: { $0 < 50 })
print(Array(squares))
print("evaluated:", evaluated)

evaluated.removeAll()
let firstOdd = (1...100).lazy.map(expensiveSquare).filter { $0 % 2 == 1 && $0 > 20 }.first
print(firstOdd as Any, evaluated)

extension Sequence {
    func takeUntil(_ stop: @escaping (Element) -> Bool) -> LazyPrefixWhileSequence<Self> {
        lazy.prefix(while: { !stop($0) })
    }
}

let log = ["start", "load", "parse", "ERROR: bad", "render", "done"]
print(Array(log.takeUntil { $0.hasPrefix("ERROR") }))

let primes = (2...).lazy.filter { n in
    (2..<n).lazy.prefix(while: { $0 * $0 <= n }).allSatisfy { n % $0 != 0 }
}
print(Array(primes.prefix(10)))
print(Array(primes.prefix(while: { $0 < 40 }).map { $0 * 10 }))

var pulls = 0
let counted = [5, 8, 2, 9, 11, 3].lazy.map { x -> Int in pulls += 1; return x }
let head = counted.prefix(while: { $0 < 10 })
print(pulls)
print(Array(head), pulls)

let text = "12 34 56 x7 89"
let leadingNumbers = text.split(separator: " ").lazy.map { Int($0) }.prefix(while: { $0 != nil }).compactMap { $0 }
print(Array(leadingNumbers))
print(Array(Set([4, 1, 9, 16]).sorted().lazy.drop(while: { $0 < 5 })))

// expect: [1, 4, 9, 16, 25, 36, 49]
// expect: evaluated: [1, 2, 3, 4, 5, 6, 7, 8]
// expect: Optional(25) [1, 2, 3, 4, 5, 5]
// expect: ["start", "load", "parse"]
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
// expect: [20, 30, 50, 70, 110, 130, 170, 190, 230, 290, 310, 370]
// expect: 0
// expect: [5, 8, 2, 9] 5
// expect: [12, 34, 56]
// expect: [9, 16]
