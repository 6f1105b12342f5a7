// Advanced Swift style (mutating protocol requirements): a protocol with mutating requirements, default mutating extensions, and generic inout functions over conforming structs
protocol Resettable {
    mutating func reset()
}

protocol Steppable {
    var position: Int { get set }
    mutating func step()
}

extension Steppable {
    mutating func step() { position += 1 }
    mutating func advance(_ n: Int) {
        for _ in 0..<n { step() }
    }
}

struct Walker: Steppable, Resettable {
    var position = 0
    var trail: [Int] = []
    mutating func step() {
        position += 2
        trail.append(position)
    }
    mutating func reset() {
        self = Walker()
    }
}

struct Crawler: Steppable {
    var position = 100
}

func runTwice<T: Steppable>(_ thing: inout T) {
    thing.advance(2)
}

func resetAll<T: Resettable>(_ items: inout [T]) {
    for i in items.indices { items[i].reset() }
}

var w = Walker()
w.advance(3)
print(w.position, w.trail)
runTwice(&w)
print(w.position, w.trail.count)

var c = Crawler()
runTwice(&c)
c.step()
print(c.position)

var group = [Walker(), Walker()]
group[0].advance(1)
group[1].advance(4)
print(group.map(\.position))
resetAll(&group)
print(group.map(\.position), group.map(\.trail.count))

var mixed: [any Steppable] = [Walker(), Crawler()]
for i in mixed.indices { mixed[i].advance(2) }
print(mixed.map(\.position))
w.reset()
print(w.position, w.trail)

// expect: 6 [2, 4, 6]
// expect: 10 5
// expect: 103
// expect: [2, 8]
// expect: [0, 0] [0, 0]
// expect: [4, 102]
// expect: 0 []
