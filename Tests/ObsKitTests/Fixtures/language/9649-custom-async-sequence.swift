// Custom AsyncSequence and AsyncIteratorProtocol: for await, break, throwing iteration, and async algorithms on it
struct Countdown: AsyncSequence {
    typealias Element = Int
    let from: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current >= 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: from) }
}

struct ParseError: Error { let line: String }

struct Lines: AsyncSequence {
    typealias Element = Int
    let raw: [String]
    struct AsyncIterator: AsyncIteratorProtocol {
        var rest: ArraySlice<String>
        mutating func next() async throws -> Int? {
            guard let first = rest.first else { return nil }
            rest = rest.dropFirst()
            guard let n = Int(first) else { throw ParseError(line: first) }
            return n
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(rest: raw[...]) }
}

func run() async {
    var got: [Int] = []
    for await n in Countdown(from: 3) { got.append(n) }
    print(got)
    for await n in Countdown(from: 10) {
        if n == 7 { print("break at 7"); break }
        print("saw", n)
    }
    let evens = Countdown(from: 8).filter { $0 % 2 == 0 }
    var ev: [Int] = []
    for await e in evens { ev.append(e) }
    print(ev)
    let mapped = Countdown(from: 4).map { "t-\($0)" }
    var ms: [String] = []
    for await m in mapped { ms.append(m) }
    print(ms)
    print(await Countdown(from: 5).contains(2), await Countdown(from: 5).contains(9))
    print(await Countdown(from: 4).reduce(0, +))
    print(await Countdown(from: 6).first { $0 < 3 } as Any)
    print(await Countdown(from: -1).first { _ in true } as Any)
    var pre: [Int] = []
    for await p in Countdown(from: 100).prefix(3) { pre.append(p) }
    print(pre)
    var dropped: [Int] = []
    for await d in Countdown(from: 5).dropFirst(4) { dropped.append(d) }
    print(dropped)
    do {
        var sum = 0
        for try await v in Lines(raw: ["1", "2", "x", "4"]) {
            sum += v
            print("running sum", sum)
        }
        print("finished")
    } catch let e as ParseError {
        print("parse error at", e.line)
    } catch { print("other") }
    let ok = try? await Lines(raw: ["5", "6"]).reduce(0, +)
    print(ok as Any)
    var it = Countdown(from: 1).makeAsyncIterator()
    print(await it.next() as Any, await it.next() as Any, await it.next() as Any, await it.next() as Any)
    let cm = Countdown(from: 5).compactMap { $0 % 2 == 1 ? $0 * 10 : nil }
    var cms: [Int] = []
    for await c in cm { cms.append(c) }
    print(cms)
}
await run()

// expect: [3, 2, 1, 0]
// expect: saw 10
// expect: saw 9
// expect: saw 8
// expect: break at 7
// expect: [8, 6, 4, 2, 0]
// expect: ["t-4", "t-3", "t-2", "t-1", "t-0"]
// expect: true false
// expect: 10
// expect: Optional(2)
// expect: nil
// expect: [100, 99, 98]
// expect: [1, 0]
// expect: running sum 1
// expect: running sum 3
// expect: parse error at x
// expect: Optional(11)
// expect: Optional(1) Optional(0) nil nil
// expect: [50, 30, 10]
