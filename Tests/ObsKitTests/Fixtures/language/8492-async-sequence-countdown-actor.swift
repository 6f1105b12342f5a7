// Swift book style (Concurrency): a custom AsyncSequence feeds an actor, and for await loops process values in order
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current >= 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

actor Scoreboard {
    private var entries: [String] = []
    private(set) var total = 0

    func record(_ value: Int, from source: String) {
        total += value
        entries.append("\(source):\(value)")
    }

    func summary() -> String { entries.joined(separator: " ") }
}

let board = Scoreboard()
for await n in Countdown(start: 4) {
    await board.record(n, from: "A")
}
print(await board.summary())
print("total:", await board.total)

let evens = Countdown(start: 10).filter { $0 % 2 == 0 }.map { $0 * 10 }
var collected: [Int] = []
for await v in evens {
    collected.append(v)
}
print("evens:", collected)

if let firstBig = await Countdown(start: 9).first(where: { $0 < 7 }) {
    print("first below 7:", firstBig)
}
let sum = await Countdown(start: 5).reduce(0, +)
print("sum 5..0:", sum)

// Two producers run concurrently; results are gathered per source then printed in order
let perSource = await withTaskGroup(of: (String, Int).self) { group in
    for (name, start) in [("B", 3), ("C", 6)] {
        group.addTask {
            var s = 0
            for await n in Countdown(start: start) {
                s += n
                await board.record(n, from: name)
            }
            return (name, s)
        }
    }
    var out: [(String, Int)] = []
    for await pair in group { out.append(pair) }
    return out.sorted { $0.0 < $1.0 }
}
print(perSource.map { "\($0.0)=\($0.1)" })
print("grand total:", await board.total)

// expect: A:4 A:3 A:2 A:1 A:0
// expect: total: 10
// expect: evens: [100, 80, 60, 40, 20, 0]
// expect: first below 7: 6
// expect: sum 5..0: 15
// expect: ["B=6", "C=21"]
// expect: grand total: 37
