// closures-capture-escaping
// expected output: swiftc 6.3.1 (Linux), run on this machine

func makeCounter(step: Int) -> (increment: () -> Int, reset: () -> Void) {
    var total = 0
    return ({ total += step; return total }, { total = 0 })
}

var handlers: [String: () -> String] = [:]
func register(_ name: String, _ h: @escaping () -> String) { handlers[name] = h }

final class Button {
    let title: String
    var onTap: (() -> Void)?
    init(title: String) { self.title = title }
    deinit { print("Button \(title) gone") }
}

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}

let c = makeCounter(step: 3)
print(c.increment(), c.increment(), c.increment())
c.reset()
print(c.increment())
let c2 = makeCounter(step: 10)
print(c2.increment(), c.increment())

var x = 1
let byRef = { x * 100 }
let byValue = { [x] in x * 100 }
x = 5
print(byRef(), byValue())

for i in 1...3 { register("h\(i)") { "handler \(i) of \(handlers.count)" } }
for k in handlers.keys.sorted() { print(handlers[k]!()) }

var closures: [() -> Int] = []
for i in 0..<4 { closures.append { i * i } }
print(closures.map { $0() })

do {
    let b = Button(title: "OK")
    var taps = 0
    b.onTap = { [weak b] in
        taps += 1
        print("tapped \(b?.title ?? "?") \(taps)")
    }
    b.onTap?()
    b.onTap?()
    print("taps:", taps)
}
print("after scope")

let inc: (Int) -> Int = { $0 + 1 }
let dbl = { (n: Int) -> Int in n * 2 }
let both = compose(inc, dbl)
let str = compose(both) { "<\($0)>" }
print(both(4), str(10))
print([1, 2, 3].map(compose(dbl, inc)))

var memo: [Int: Int] = [:]
var calls = 0
let square: (Int) -> Int = { n in
    if let v = memo[n] { return v }
    calls += 1
    let v = n * n
    memo[n] = v
    return v
}
print([2, 3, 2, 2, 3, 4].map(square), "calls:", calls)
let sorted = ["kiwi", "fig", "banana", "apple"].sorted { a, b in
    a.count != b.count ? a.count < b.count : a < b
}
print(sorted)
let adders = (1...3).map { n in { (m: Int) in n + m } }
print(adders.map { $0(10) })

// expect: 3 6 9
// expect: 3
// expect: 10 6
// expect: 500 100
// expect: handler 1 of 3
// expect: handler 2 of 3
// expect: handler 3 of 3
// expect: [0, 1, 4, 9]
// expect: tapped OK 1
// expect: tapped OK 2
// expect: taps: 2
// expect: Button OK gone
// expect: after scope
// expect: 10 <22>
// expect: [3, 5, 7]
// expect: [4, 9, 4, 4, 9, 16] calls: 3
// expect: ["fig", "kiwi", "apple", "banana"]
// expect: [11, 12, 13]
