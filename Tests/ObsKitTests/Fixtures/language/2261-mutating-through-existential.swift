// Compiler test style: mutating protocol requirements through existentials, generics and class-constrained protocols
protocol Counter {
    var value: Int { get set }
    mutating func tick()
}
extension Counter {
    mutating func tickTwice() { tick(); tick() }
    var doubled: Int { value * 2 }
}

struct StepCounter: Counter {
    var value = 0
    var step: Int
    mutating func tick() { value += step }
}

final class SharedCounter: Counter {
    var value = 0
    func tick() { value += 1 }
}

var boxes: [any Counter] = [StepCounter(step: 5), SharedCounter()]
for i in boxes.indices { boxes[i].tickTwice() }
print(boxes.map { $0.value })

var copyOfBoxes = boxes
for i in copyOfBoxes.indices { copyOfBoxes[i].tick() }
print(boxes.map { $0.value }, copyOfBoxes.map { $0.value })

func advance<C: Counter>(_ c: inout C, times: Int) {
    for _ in 0..<times { c.tick() }
}
var s = StepCounter(step: 3)
advance(&s, times: 4)
print(s.value, s.doubled)

var existential: any Counter = StepCounter(step: 10)
existential.value = 1
existential.tick()
print(existential.value, existential.doubled)

func bumpValue(_ c: inout any Counter) { c.value += 100 }
bumpValue(&existential)
print(existential.value, (existential as? StepCounter)?.step ?? -1)

protocol Named: AnyObject { var name: String { get set } }
final class User: Named { var name = "anon" }
func rename(_ n: Named, to newName: String) { n.name = newName }
let u = User()
rename(u, to: "zoe")
let alias: any Named = u
alias.name += "!"
print(u.name)

let shared = SharedCounter()
var asProto: any Counter = shared
asProto.tickTwice()
print(shared.value, asProto.value)
// expect: [10, 2]
// expect: [10, 3] [15, 3]
// expect: 12 24
// expect: 11 22
// expect: 111 10
// expect: zoe!
// expect: 2 2
