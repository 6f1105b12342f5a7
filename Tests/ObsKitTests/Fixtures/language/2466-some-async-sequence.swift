// Compiler test style (concurrency): opaque and constrained AsyncSequence types, throwing custom iterators
struct Countdown: AsyncSequence {
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

enum ReadError: Error { case corrupt(at: Int) }

struct Records: AsyncSequence {
    typealias Element = String
    let raw: [String]
    struct AsyncIterator: AsyncIteratorProtocol {
        var index = 0
        let raw: [String]
        mutating func next() async throws -> String? {
            guard index < raw.count else { return nil }
            defer { index += 1 }
            if raw[index].isEmpty { throw ReadError.corrupt(at: index) }
            return raw[index]
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(raw: raw) }
}

func evens(upTo n: Int) -> some AsyncSequence<Int, Never> {
    Countdown(start: n).filter { $0 % 2 == 0 }
}

func total(_ s: some AsyncSequence<Int, Never>) async -> Int {
    var t = 0
    for await v in s { t += v }
    return t
}

var list: [Int] = []
for await v in evens(upTo: 10) { list.append(v) }
print("evens:", list)
print("total countdown:", await total(Countdown(start: 5)))
print("total evens:", await total(evens(upTo: 7)))

func readAll(_ r: Records) async -> String {
    var got: [String] = []
    do {
        for try await rec in r { got.append(rec) }
        return "all: \(got)"
    } catch ReadError.corrupt(let i) {
        return "corrupt at \(i) after \(got)"
    } catch {
        return "other"
    }
}
print(await readAll(Records(raw: ["a", "b", "c"])))
print(await readAll(Records(raw: ["x", "", "z"])))
print(await readAll(Records(raw: [])))

let upper = Records(raw: ["id", "name"]).map { $0.uppercased() }
var upperOut: [String] = []
for try await u in upper { upperOut.append(u) }
print("upper:", upperOut)

var it = Countdown(start: 2).makeAsyncIterator()
print("manual:", await it.next() ?? 0, await it.next() ?? 0, await it.next() ?? 0)

// expect: evens: [10, 8, 6, 4, 2]
// expect: total countdown: 15
// expect: total evens: 12
// expect: all: ["a", "b", "c"]
// expect: corrupt at 1 after ["x"]
// expect: all: []
// expect: upper: ["ID", "NAME"]
// expect: manual: 2 1 0
