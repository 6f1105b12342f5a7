// Compiler test style: primary associated types with some and any
protocol Producer<Output> {
    associatedtype Output
    mutating func next() -> Output?
}

struct Countdown: Producer {
    var n: Int
    mutating func next() -> Int? {
        guard n > 0 else { return nil }
        defer { n -= 1 }
        return n
    }
}

struct Repeater: Producer {
    let word: String
    var times: Int
    mutating func next() -> String? {
        guard times > 0 else { return nil }
        times -= 1
        return word
    }
}

func drain<P: Producer>(_ p: inout P) -> [P.Output] {
    var out: [P.Output] = []
    while let x = p.next() { out.append(x) }
    return out
}

func makeCountdown(_ n: Int) -> some Producer<Int> { Countdown(n: n) }

var c = makeCountdown(4)
print(drain(&c))

func sumAll(_ p: some Producer<Int>) -> Int {
    var copy = p
    var total = 0
    while let x = copy.next() { total += x }
    return total
}
print(sumAll(Countdown(n: 10)))

var boxes: [any Producer<Int>] = [Countdown(n: 2), Countdown(n: 3)]
for k in boxes.indices {
    var first: [Int] = []
    if let v = boxes[k].next() { first.append(v) }
    print("first of box \(k):", first)
}

let mixed: [any Producer] = [Countdown(n: 1), Repeater(word: "hi", times: 2)]
for p in mixed {
    var q = p
    print(type(of: p), drain(&q).count)
}

func collect(_ p: any Producer<String>) -> String {
    var q = p
    var s = ""
    while let w = q.next() { s += w + ";" }
    return s
}
print(collect(Repeater(word: "ab", times: 3)))

// expect: [4, 3, 2, 1]
// expect: 55
// expect: first of box 0: [2]
// expect: first of box 1: [3]
// expect: Countdown 1
// expect: Repeater 2
// expect: ab;ab;ab;
