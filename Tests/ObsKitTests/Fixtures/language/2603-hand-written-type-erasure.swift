// Compiler test style: hand-written type erasure (AnyIterator-like box with closures) over a protocol with associated type
protocol Source {
    associatedtype Output
    mutating func next() -> Output?
}

struct CountUp: Source {
    var current: Int
    let limit: Int
    mutating func next() -> Int? {
        guard current < limit else { return nil }
        defer { current += 1 }
        return current
    }
}

struct Repeat<T>: Source {
    let value: T
    var times: Int
    mutating func next() -> T? {
        guard times > 0 else { return nil }
        times -= 1
        return value
    }
}

struct AnySource<Output>: Source {
    private var _next: () -> Output?
    init<S: Source>(_ s: S) where S.Output == Output {
        var copy = s
        _next = { copy.next() }
    }
    mutating func next() -> Output? { _next() }
}

func drain<S: Source>(_ s: inout S) -> [S.Output] {
    var out: [S.Output] = []
    while let x = s.next() { out.append(x) }
    return out
}

var sources: [AnySource<Int>] = [AnySource(CountUp(current: 2, limit: 5)), AnySource(Repeat(value: 7, times: 3))]
for i in sources.indices {
    print(drain(&sources[i]))
}
print(drain(&sources[0]))
var strs = AnySource(Repeat(value: "hi", times: 2))
print(strs.next() ?? "nil", strs.next() ?? "nil", strs.next() ?? "nil")
print(type(of: strs))
let original = CountUp(current: 0, limit: 2)
var e1 = AnySource(original)
var e2 = e1
print(e1.next()!, e2.next()!, original.current)
// expect: [2, 3, 4]
// expect: [7, 7, 7]
// expect: []
// expect: hi hi nil
// expect: AnySource<String>
// expect: 0 1 0
