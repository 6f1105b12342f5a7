// Compiler test style: custom AsyncSequence and AsyncIteratorProtocol iterated with for await
struct Fibonacci: AsyncSequence {
    typealias Element = Int
    let count: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: Int
        var a = 0
        var b = 1

        mutating func next() async -> Int? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let current = a
            (a, b) = (b, a + b)
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(remaining: count)
    }
}

var fibs: [Int] = []
for await f in Fibonacci(count: 10) {
    fibs.append(f)
}
print(fibs)

for await f in Fibonacci(count: 20) {
    if f > 50 { break }
    if f % 2 == 0 { print("even:", f) }
}

var iterator = Fibonacci(count: 3).makeAsyncIterator()
while let v = await iterator.next() {
    print("manual:", v)
}
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: even: 0
// expect: even: 2
// expect: even: 8
// expect: even: 34
// expect: manual: 0
// expect: manual: 1
// expect: manual: 1
