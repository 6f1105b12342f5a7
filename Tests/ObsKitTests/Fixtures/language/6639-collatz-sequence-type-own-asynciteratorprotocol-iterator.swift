// Swift book style (custom AsyncSequence): a Collatz sequence type with its own AsyncIteratorProtocol iterator
struct Collatz: AsyncSequence {
    typealias Element = Int
    let start: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int?

        mutating func next() async -> Int? {
            guard let value = current else { return nil }
            if value == 1 {
                current = nil
            } else if value % 2 == 0 {
                current = value / 2
            } else {
                current = 3 * value + 1
            }
            return value
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(current: start)
    }
}

var steps: [Int] = []
for await value in Collatz(start: 6) {
    steps.append(value)
}
print(steps)

let hasBig = await Collatz(start: 7).contains { $0 > 50 }
print("7 goes above 50:", hasBig)

var iterator = Collatz(start: 3).makeAsyncIterator()
while let v = await iterator.next() {
    if v == 16 { print("reached 16"); break }
}
let firstEven = await Collatz(start: 27).first { $0 % 2 == 0 }
print("first even:", firstEven ?? -1)

// expect: [6, 3, 10, 5, 16, 8, 4, 2, 1]
// expect: 7 goes above 50: true
// expect: reached 16
// expect: first even: 82
