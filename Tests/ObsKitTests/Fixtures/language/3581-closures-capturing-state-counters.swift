// App code style: closures capturing state (counters, accumulators, event handlers, capture lists)
func makeCounter(step: Int = 1) -> (inc: () -> Int, reset: () -> Void) {
    var n = 0
    return ({ n += step; return n }, { n = 0 })
}
let c1 = makeCounter(), c2 = makeCounter(step: 5)
print(c1.inc(), c1.inc(), c2.inc(), c1.inc(), c2.inc())
c1.reset()
print(c1.inc(), c2.inc())

var handlers: [String: [(Int) -> String]] = [:]
func on(_ event: String, _ h: @escaping (Int) -> String) { handlers[event, default: []].append(h) }
var multiplier = 2
on("click") { "click x\($0)" }
on("click") { [multiplier] v in "captured \(v * multiplier)" }
on("click") { v in "live \(v * multiplier)" }
on("key") { "key code \($0 + 64)" }
multiplier = 10
for event in handlers.keys.sorted() {
    for (i, h) in handlers[event]!.enumerated() { print("\(event)[\(i)]: \(h(3))") }
}

var actions: [() -> Int] = []
for i in 1...3 { actions.append { i * i } }
var j = 0
while j < 3 { j += 1; actions.append { j * 100 } }
print(actions.map { $0() })

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let pipeline = compose({ (s: String) in s.count }, { $0 * $0 })
let shout = compose({ (s: String) in s.uppercased() }, { $0 + "!" })
print(pipeline("swift"), shout("hey"))
let adders = (1...3).map { k in { (x: Int) in x + k } }
print(adders.map { $0(10) }, adders.reduce(0) { acc, f in f(acc) })

class Button {
    var onTap: (() -> Void)?
    let title: String
    init(_ t: String) { title = t }
    deinit { print("button \(title) freed") }
}
var ok: Button? = Button("OK")
ok!.onTap = { [weak ok] in print("tapped \(ok?.title ?? "gone")") }
ok!.onTap!()
let tap = ok!.onTap!
ok = nil
tap()
// expect: 1 2 5 3 10
// expect: 1 15
// expect: click[0]: click x3
// expect: click[1]: captured 6
// expect: click[2]: live 30
// expect: key[0]: key code 67
// expect: [1, 4, 9, 300, 300, 300]
// expect: 25 HEY!
// expect: [11, 12, 13] 6
// expect: tapped OK
// expect: button OK freed
// expect: tapped gone
