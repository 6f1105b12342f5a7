// Compiler test style (closures): escaping closures stored for later, autoclosures evaluated lazily or never, and @escaping autoclosures
var pending: [(String) -> Void] = []
func later(_ tag: String, _ work: @escaping (String) -> Void) {
    print("queued", tag)
    pending.append { input in work(tag + ":" + input) }
}
later("a") { print("ran", $0) }
later("b") { print("ran", $0.uppercased()) }
print("pending", pending.count)
for p in pending { p("go") }

var evaluations = 0
func expensive(_ n: Int) -> Int { evaluations += 1; return n * n }

func logIf(_ flag: Bool, _ message: @autoclosure () -> String) {
    if flag { print("log:", message()) }
}
logIf(false, "value \(expensive(3))")
logIf(true, "value \(expensive(4))")
print("evaluations", evaluations)

func either(_ a: Bool, _ b: @autoclosure () -> Bool) -> Bool { return a ? true : b() }
print(either(true, expensive(5) > 0), evaluations)
print(either(false, expensive(6) > 30), evaluations)

var deferred: [() -> Int] = []
func collect(_ value: @autoclosure @escaping () -> Int) { deferred.append(value) }
var base = 1
collect(base * 10)
collect(expensive(base))
base = 7
print("before run", evaluations)
print(deferred.map { $0() }, evaluations)

func orDefault<T>(_ v: T?, _ fallback: @autoclosure () -> T) -> T {
    if let v = v { return v }
    return fallback()
}
print(orDefault(nil, "fallback"), orDefault(3, expensive(9)), evaluations)

struct Button {
    var handlers: [() -> String] = []
    mutating func onTap(_ h: @escaping () -> String) { handlers.append(h) }
    func tap() -> [String] { return handlers.map { $0() } }
}
var button = Button()
var taps = 0
button.onTap { taps += 1; return "first \(taps)" }
button.onTap { taps += 10; return "second \(taps)" }
print(button.tap())
print(button.tap(), taps)

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { return { g(f($0)) } }
let pipeline = compose({ (x: Int) in x + 1 }, { "<\($0)>" })
print([1, 2, 3].map(pipeline))

// expect: queued a
// expect: queued b
// expect: pending 2
// expect: ran a:go
// expect: ran B:GO
// expect: log: value 16
// expect: evaluations 1
// expect: true 1
// expect: true 2
// expect: before run 2
// expect: [70, 49] 3
// expect: fallback 3 3
// expect: ["first 1", "second 11"]
// expect: ["first 12", "second 22"] 22
// expect: ["<2>", "<3>", "<4>"]
