// Compiler test style: AnyIterator and AnySequence type erasure with closures and custom iterators
func countdown(from n: Int) -> AnyIterator<Int> {
    var current = n
    return AnyIterator {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}
print(Array(IteratorSequence(countdown(from: 4))))

var it = countdown(from: 2)
print(it.next() as Any, it.next() as Any, it.next() as Any, it.next() as Any)

struct Squares: IteratorProtocol {
    var i = 0
    let limit: Int
    mutating func next() -> Int? {
        i += 1
        return i <= limit ? i * i : nil
    }
}
let erasedIt = AnyIterator(Squares(limit: 4))
print(erasedIt.map { $0 })

func evensOrOdds(_ even: Bool) -> AnySequence<Int> {
    if even {
        return AnySequence(stride(from: 0, to: 10, by: 2))
    } else {
        return AnySequence([1, 3, 5, 7, 9].reversed())
    }
}
print(Array(evensOrOdds(true)), Array(evensOrOdds(false)))

let cycling = AnySequence { () -> AnyIterator<String> in
    var idx = 0
    let items = ["r", "g", "b"]
    return AnyIterator {
        defer { idx += 1 }
        return items[idx % items.count]
    }
}
print(Array(cycling.prefix(7)).joined())
print(Array(cycling.prefix(2)))

let seqs: [AnySequence<Int>] = [AnySequence(1...3), AnySequence([10]), AnySequence(EmptyCollection())]
print(seqs.map { $0.reduce(0, +) })
print(seqs.flatMap { $0 })

let shared = AnyIterator(countdown(from: 3))
var copy = shared
print(copy.next()!, shared.next()!)

// expect: [4, 3, 2, 1]
// expect: Optional(2) Optional(1) nil nil
// expect: [1, 4, 9, 16]
// expect: [0, 2, 4, 6, 8] [9, 7, 5, 3, 1]
// expect: rgbrgbr
// expect: ["r", "g"]
// expect: [6, 10, 0]
// expect: [1, 2, 3, 10]
// expect: 3 2
