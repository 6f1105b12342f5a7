// Swift Evolution style (SE-0352): opening existentials for inout arguments and erasing results to upper bounds
// known-gap: line 3: expected "Array<Counter> [0, 1, 0, 1]", got "Array<WrappingCounter> [0, 1, 0, 1]"
protocol Counter {
    var count: Int { get set }
    mutating func tick()
    func snapshot() -> Self
}

struct StepCounter: Counter {
    var count = 0
    var step: Int
    mutating func tick() { count += step }
    func snapshot() -> StepCounter { self }
}

struct WrappingCounter: Counter {
    var count = 0
    var limit: Int
    mutating func tick() { count = (count + 1) % limit }
    func snapshot() -> WrappingCounter { self }
}

func tickThrice<C: Counter>(_ counter: inout C) {
    counter.tick()
    counter.tick()
    counter.tick()
}

func history<C: Counter>(of counter: C, ticks: Int) -> [C] {
    var c = counter
    var out: [C] = []
    for _ in 0..<ticks {
        c.tick()
        out.append(c.snapshot())
    }
    return out
}

func cloned<C: Counter>(_ counter: C) -> C { counter.snapshot() }

var counters: [any Counter] = [StepCounter(step: 5), WrappingCounter(limit: 2)]
for i in counters.indices {
    tickThrice(&counters[i])
}
print(counters.map(\.count))

var single: any Counter = StepCounter(step: 10)
tickThrice(&single)
tickThrice(&single)
print(single.count)

let snaps = history(of: counters[1], ticks: 4)
print(type(of: snaps), snaps.map(\.count))

let copy = cloned(single)
print(type(of: copy), copy.count)

let erased: any Counter = cloned(counters[0])
print(erased.count, erased is StepCounter)

func reset(_ c: inout some Counter) { c.count = 0 }
reset(&single)
print(single.count)

let upcast = [counters[0].snapshot(), counters[1].snapshot()]
print(upcast.map { "\(type(of: $0)):\($0.count)" })
// expect: [15, 1]
// expect: 60
// expect: Array<Counter> [0, 1, 0, 1]
// expect: StepCounter 60
// expect: 15 true
// expect: 0
// expect: ["StepCounter:15", "WrappingCounter:1"]
