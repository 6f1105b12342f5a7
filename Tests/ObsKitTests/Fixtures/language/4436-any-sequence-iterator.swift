// Compiler test style: AnySequence, AnyIterator and type erasure of heterogeneous sequences
func evens(upTo limit: Int) -> AnySequence<Int> {
    return AnySequence { () -> AnyIterator<Int> in
        var n = 0
        return AnyIterator {
            defer { n += 2 }
            return n <= limit ? n : nil
        }
    }
}

print(Array(evens(upTo: 10)))
print(evens(upTo: 6).map { $0 + 1 })

let sources: [AnySequence<Int>] = [
    AnySequence([1, 2, 3]),
    AnySequence(1...4),
    AnySequence(stride(from: 10, to: 0, by: -3)),
    evens(upTo: 4),
    AnySequence(Set([7])),
]
for s in sources {
    print(Array(s))
}
print(sources.map { $0.reduce(0, +) })

var counter = 0
let ticker = AnyIterator<String> {
    counter += 1
    return counter <= 3 ? "tick\(counter)" : nil
}
for t in ticker {
    print(t)
}
print(counter)

struct Fib: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var a = 0, b = 1
        return AnyIterator {
            let r = a
            (a, b) = (b, a + b)
            return r
        }
    }
}

print(Array(Fib().prefix(10)))
print(Fib().first(where: { $0 > 50 })!)
print(Array(Fib().lazy.filter { $0 % 2 == 0 }.prefix(5)))

let wrapped = AnySequence(Fib())
var wi = wrapped.makeIterator()
print(wi.next()!, wi.next()!, wi.next()!, wi.next()!)

let chars = AnySequence("hey")
print(chars.map { String($0) }.joined(separator: "."))

let erasedIter = AnyIterator([5, 6, 7].makeIterator())
print(Array(erasedIter))

func chain<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> AnySequence<A.Element> where A.Element == B.Element {
    return AnySequence { () -> AnyIterator<A.Element> in
        var ia = a.makeIterator()
        var ib = b.makeIterator()
        var firstDone = false
        return AnyIterator {
            if !firstDone {
                if let x = ia.next() { return x }
                firstDone = true
            }
            return ib.next()
        }
    }
}

print(Array(chain([1, 2], 3...5)))
print(Array(chain("ab", "cd")))
let c2 = chain(evens(upTo: 2), [99])
print(Array(c2), Array(c2))
print(c2.underestimatedCount)

// expect: [0, 2, 4, 6, 8, 10]
// expect: [1, 3, 5, 7]
// expect: [1, 2, 3]
// expect: [1, 2, 3, 4]
// expect: [10, 7, 4, 1]
// expect: [0, 2, 4]
// expect: [7]
// expect: [6, 10, 22, 6, 7]
// expect: tick1
// expect: tick2
// expect: tick3
// expect: 4
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 55
// expect: [0, 2, 8, 34, 144]
// expect: 0 1 1 2
// expect: h.e.y
// expect: [5, 6, 7]
// expect: [1, 2, 3, 4, 5]
// expect: ["a", "b", "c", "d"]
// expect: [0, 2, 99] [0, 2, 99]
// expect: 0
