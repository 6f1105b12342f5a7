// WWDC Embrace Swift generics style (constrained existentials): any Source<Int> values in one array, consumed through their primary associated type
protocol Source<Value> {
    associatedtype Value
    mutating func next() -> Value?
}

struct Countdown: Source {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}

struct Repeat<Value>: Source {
    let value: Value
    var times: Int
    mutating func next() -> Value? {
        guard times > 0 else { return nil }
        times -= 1
        return value
    }
}

func drain<S: Source>(_ source: inout S) -> [S.Value] {
    var out: [S.Value] = []
    while let v = source.next() { out.append(v) }
    return out
}

func drainAny(_ source: any Source<Int>) -> [Int] {
    var copy = source
    var out: [Int] = []
    while let v = copy.next() { out.append(v) }
    return out
}

let sources: [any Source<Int>] = [Countdown(current: 3), Repeat(value: 7, times: 2), Countdown(current: 1)]
for s in sources { print(drainAny(s)) }
print(sources.map(drainAny).map { $0.reduce(0, +) })

var words = Repeat(value: "hi", times: 3)
print(drain(&words), drain(&words))

var mixed: any Source<String> = Repeat(value: "ok", times: 1)
print(mixed.next() ?? "nil", mixed.next() ?? "nil")

// expect: [3, 2, 1]
// expect: [7, 7]
// expect: [1]
// expect: [6, 14, 1]
// expect: ["hi", "hi", "hi"] []
// expect: ok nil
