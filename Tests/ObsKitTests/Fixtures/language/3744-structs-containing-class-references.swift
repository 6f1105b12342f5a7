// App code style: structs containing class references share state across copies
final class Counter { var value = 0 }
struct Widget {
    var name: String
    var counter: Counter
    var localHits = 0
    mutating func hit() { localHits += 1; counter.value += 1 }
}

var w1 = Widget(name: "w1", counter: Counter())
var w2 = w1
w2.name = "w2"
w1.hit(); w1.hit(); w2.hit()
print(w1.name, w1.localHits, w1.counter.value)
print(w2.name, w2.localHits, w2.counter.value)
print("shared:", w1.counter === w2.counter)

w2.counter = Counter()
w2.hit()
print(w1.counter.value, w2.counter.value, w1.counter === w2.counter)

let frozen = w1
frozen.counter.value = 100
print(w1.counter.value)

var widgets = Array(repeating: Widget(name: "r", counter: Counter()), count: 3)
widgets[0].hit()
widgets[2].hit()
print(widgets.map { "\($0.localHits)/\($0.counter.value)" })

var fresh = (0..<3).map { Widget(name: "f\($0)", counter: Counter()) }
fresh[0].hit()
fresh[2].hit()
print(fresh.map { "\($0.localHits)/\($0.counter.value)" })
for var wd in fresh { wd.hit() }
print(fresh.map { "\($0.localHits)/\($0.counter.value)" })
// expect: w1 2 3
// expect: w2 1 3
// expect: shared: true
// expect: 3 1 false
// expect: 100
// expect: ["1/2", "0/2", "1/2"]
// expect: ["1/1", "0/0", "1/1"]
// expect: ["1/2", "0/1", "1/2"]
