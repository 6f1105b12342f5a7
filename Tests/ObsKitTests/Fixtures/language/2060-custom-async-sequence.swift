// Compiler test style: custom AsyncSequence with its own AsyncIteratorProtocol iterator
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            await Task.yield()
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

struct Fibs: AsyncSequence {
    typealias Element = Int
    let limit: Int
    func makeAsyncIterator() -> Iterator { Iterator(limit: limit) }

    struct Iterator: AsyncIteratorProtocol {
        let limit: Int
        var a = 0, b = 1
        mutating func next() async -> Int? {
            guard a <= limit else { return nil }
            let r = a
            (a, b) = (b, a + b)
            return r
        }
    }
}

var seen: [Int] = []
for await n in Countdown(start: 5) { seen.append(n) }
print(seen)

var fibs: [Int] = []
for await f in Fibs(limit: 100) { fibs.append(f) }
print(fibs)

let doubled = Countdown(start: 4).map { $0 * 2 }
var d: [Int] = []
for await x in doubled { d.append(x) }
print(d)

let firstBig = await Fibs(limit: 1000).first { $0 > 50 }
print(firstBig ?? -1)
print(await Fibs(limit: 30).contains(13), await Fibs(limit: 30).contains(14))
let sum = await Countdown(start: 10).reduce(0, +)
print("sum:", sum)

var it = Countdown(start: 2).makeAsyncIterator()
print(await it.next() as Any, await it.next() as Any, await it.next() as Any)
for await x in Fibs(limit: 50).filter({ $0 % 2 == 0 }).prefix(3) {
    print("even fib", x)
}

// expect: [5, 4, 3, 2, 1]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: [8, 6, 4, 2]
// expect: 55
// expect: true false
// expect: sum: 55
// expect: Optional(2) Optional(1) nil
// expect: even fib 0
// expect: even fib 2
// expect: even fib 8
