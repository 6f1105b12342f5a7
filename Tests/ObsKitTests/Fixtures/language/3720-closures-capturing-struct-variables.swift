// Compiler test style: closures capturing struct variables vs class instances vs capture lists
struct Score { var value = 0 }
final class ScoreRef { var value = 0 }

var s = Score()
let r = ScoreRef()

let incS = { s.value += 1 }
let incR = { r.value += 1 }
incS(); incS()
incR(); incR(); incR()
print("s=\(s.value) r=\(r.value)")

var captured = Score(value: 10)
let snap = { [captured] in "snapshot \(captured.value)" }
let live = { "live \(captured.value)" }
captured.value = 20
print(snap())
print(live())

let refSnap = { [r] in "ref \(r.value)" }
r.value = 100
print(refSnap())

func makeCounter() -> () -> Int {
    var state = Score()
    return {
        state.value += 1
        return state.value
    }
}
let c1 = makeCounter()
let c2 = makeCounter()
print(c1(), c1(), c1(), c2())

var handlers: [() -> String] = []
for i in 1...3 {
    var local = Score(value: i)
    handlers.append { "h\(local.value)" }
    local.value *= 10
}
print(handlers.map { $0() }.joined(separator: " "))

var box = Score(value: 1)
func apply(_ f: () -> Void) { f() }
apply { box.value *= 7 }
print(box.value)
// expect: s=2 r=3
// expect: snapshot 10
// expect: live 20
// expect: ref 100
// expect: 1 2 3 1
// expect: h10 h20 h30
// expect: 7
