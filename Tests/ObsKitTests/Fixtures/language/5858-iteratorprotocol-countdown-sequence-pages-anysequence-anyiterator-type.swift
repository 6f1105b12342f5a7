// Apple book style (custom sequences): an IteratorProtocol countdown, a Sequence of pages, AnySequence and AnyIterator type erasure
struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}

struct Pages<Element>: Sequence {
    let items: [Element]
    let pageSize: Int

    func makeIterator() -> AnyIterator<ArraySlice<Element>> {
        var start = 0
        return AnyIterator {
            guard start < items.count else { return nil }
            let end = Swift.min(start + pageSize, items.count)
            defer { start = end }
            return items[start..<end]
        }
    }
}

func evenNumbers(upTo limit: Int) -> AnySequence<Int> {
    AnySequence { () -> AnyIterator<Int> in
        var n = 0
        return AnyIterator {
            defer { n += 2 }
            return n <= limit ? n : nil
        }
    }
}

func cycle<S: Sequence>(_ base: S, times: Int) -> AnySequence<S.Element> {
    AnySequence((0..<times).lazy.flatMap { _ in base })
}

print(Array(Countdown(current: 5)))
for n in Countdown(current: 3) { print("T-\(n)") }
print(Countdown(current: 4).map { $0 * $0 }.reduce(0, +))

let pages = Pages(items: Array(1...11), pageSize: 4)
for (i, page) in pages.enumerated() { print("page \(i + 1): \(Array(page))") }
print(pages.map { $0.count }, Pages(items: [String](), pageSize: 3).map { $0 }.isEmpty)

let evens = evenNumbers(upTo: 10)
print(Array(evens), Array(evens), evens.contains(6), evens.contains(7))
print(Array(cycle(["x", "y"], times: 3)).joined())

var sequences: [AnySequence<Int>] = [AnySequence([1, 2]), AnySequence(Countdown(current: 3)), evenNumbers(upTo: 4)]
sequences.append(AnySequence(stride(from: 100, to: 130, by: 10)))
print(sequences.map { Array($0) })
print(sequences.flatMap { $0 }.sorted())

var counter = 0
let ticker = AnyIterator<String> {
    counter += 1
    return counter <= 3 ? "tick\(counter)" : nil
}
print(Array(IteratorSequence(ticker)))

// expect: [5, 4, 3, 2, 1]
// expect: T-3
// expect: T-2
// expect: T-1
// expect: 30
// expect: page 1: [1, 2, 3, 4]
// expect: page 2: [5, 6, 7, 8]
// expect: page 3: [9, 10, 11]
// expect: [4, 4, 3] true
// expect: [0, 2, 4, 6, 8, 10] [0, 2, 4, 6, 8, 10] true false
// expect: xyxyxy
// expect: [[1, 2], [3, 2, 1], [0, 2, 4], [100, 110, 120]]
// expect: [0, 1, 1, 2, 2, 2, 3, 4, 100, 110, 120]
// expect: ["tick1", "tick2", "tick3"]
