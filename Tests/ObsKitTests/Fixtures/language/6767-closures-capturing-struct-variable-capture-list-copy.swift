// Swift by Sundell style (closure capture): closures capturing a struct variable, a capture-list copy of it, and a class reference
struct Counter {
    var count = 0
    mutating func tick() { count += 1 }
}

final class RefCounter {
    var count = 0
    func tick() { count += 1 }
}

var counter = Counter()
let readLive = { counter.count }
let readCopy = { [counter] in counter.count }
counter.tick()
counter.tick()
print(readLive(), readCopy())

let increment = { counter.tick() }
increment()
increment()
print(counter.count, readLive(), readCopy())

let ref = RefCounter()
let refTick = { [ref] in ref.tick() }
refTick()
refTick()
refTick()
print(ref.count)

func makeAccumulator() -> (Int) -> Int {
    var total = 0
    return { amount in
        total += amount
        return total
    }
}
let acc = makeAccumulator()
let acc2 = makeAccumulator()
print(acc(5), acc(10), acc2(1), acc(1))

var handlers: [() -> String] = []
var state = Counter()
for i in 1...3 {
    state.count = i * 10
    let snapshot = state
    handlers.append { "snapshot \(snapshot.count) live \(state.count)" }
}
state.count = 0
for h in handlers { print(h()) }

var value = 1
let captured = { [value] in value * 100 }
value = 2
print(captured(), value)

// expect: 2 0
// expect: 4 4 0
// expect: 3
// expect: 5 15 1 16
// expect: snapshot 10 live 0
// expect: snapshot 20 live 0
// expect: snapshot 30 live 0
// expect: 100 2
