// Swift book style: custom AsyncSequence with an AsyncIteratorProtocol iterator
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(current: start)
    }
}

for await n in Countdown(start: 3) {
    print("\(n)...")
}
print("liftoff")

var it = Countdown(start: 2).makeAsyncIterator()
while let v = await it.next() {
    print("manual \(v)")
}
print("after end: \(String(describing: await it.next()))")

let sum = await Countdown(start: 10).reduce(0, +)
print("sum: \(sum)")
let evens = Countdown(start: 8).filter { $0 % 2 == 0 }
for await e in evens { print("even \(e)") }
let contains = await Countdown(start: 5).contains(3)
print("contains 3: \(contains)")
let first = await Countdown(start: 9).first { $0 < 4 }
print("first below 4: \(first ?? -1)")
// expect: 3...
// expect: 2...
// expect: 1...
// expect: liftoff
// expect: manual 2
// expect: manual 1
// expect: after end: nil
// expect: sum: 55
// expect: even 8
// expect: even 6
// expect: even 4
// expect: even 2
// expect: contains 3: true
// expect: first below 4: 3
