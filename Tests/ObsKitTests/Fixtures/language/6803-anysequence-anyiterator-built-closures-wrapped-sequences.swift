// Swift Forums style (type erasure): AnySequence and AnyIterator built from closures and wrapped sequences
func fibonacci(limit: Int) -> AnySequence<Int> {
    AnySequence { () -> AnyIterator<Int> in
        var (a, b) = (0, 1)
        return AnyIterator {
            guard a <= limit else { return nil }
            defer { (a, b) = (b, a + b) }
            return a
        }
    }
}

extension Sequence {
    func cycled(times: Int) -> AnySequence<Element> {
        let elements = Array(self)
        return AnySequence { () -> AnyIterator<Element> in
            var round = 0
            var i = 0
            return AnyIterator {
                guard !elements.isEmpty else { return nil }
                if i == elements.count { i = 0; round += 1 }
                guard round < times else { return nil }
                defer { i += 1 }
                return elements[i]
            }
        }
    }

    func erased() -> AnySequence<Element> { AnySequence(self) }
}

let fib = fibonacci(limit: 100)
print(Array(fib))
print(fib.reduce(0, +), Array(fib).count)

print(Array([1, 2, 3].cycled(times: 2)))
print(String("ab".cycled(times: 3)))
print(Array([Int]().cycled(times: 5)))

let sources: [AnySequence<Int>] = [
    (1...3).erased(),
    [10, 20].erased(),
    stride(from: 100, to: 400, by: 100).erased(),
    fibonacci(limit: 5),
]
for s in sources {
    print(Array(s))
}
print(sources.flatMap { $0 }.count)

var it = AnyIterator(["x", "y"].makeIterator())
while let v = it.next() { print("next:", v) }
print(it.next() as Any)

// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: 232 12
// expect: [1, 2, 3, 1, 2, 3]
// expect: ababab
// expect: []
// expect: [1, 2, 3]
// expect: [10, 20]
// expect: [100, 200, 300]
// expect: [0, 1, 1, 2, 3, 5]
// expect: 14
// expect: next: x
// expect: next: y
// expect: nil
