// wrapper-projected
// expected output: swiftc 6.3.1 (Linux), run on this machine
@propertyWrapper
struct Clamped<V: Comparable> {
    private var value: V
    let range: ClosedRange<V>
    init(wrappedValue: V, _ range: ClosedRange<V>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: V {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: ClosedRange<V> { range }
}

@propertyWrapper
struct Tracked<V> {
    private var history: [V]
    init(wrappedValue: V) { history = [wrappedValue] }
    var wrappedValue: V { get { history.last! } set { history.append(newValue) } }
    var projectedValue: [V] { history }
}

@propertyWrapper
final class Counted<V> {
    var wrappedValue: V { didSet { writes += 1 } }
    private(set) var writes = 0
    init(wrappedValue: V) { self.wrappedValue = wrappedValue }
    var projectedValue: Counted<V> { self }
    func reset(to v: V) { wrappedValue = v; writes = 0 }
}

struct Player {
    @Clamped(0...100) var health = 150
    @Clamped(wrappedValue: 5, 1...10) var level: Int
    @Tracked var score = 0
    @Counted var name = "anon"
}

var player = Player()
print(player.health, player.level, player.$health, player.$level)
player.health -= 170
player.level = 42
print(player.health, player.level)
player.score += 10
player.score = 7
player.score *= 3
print(player.score, player.$score)
player.name = "ada"
player.name = "grace"
print(player.name, player.$name.writes)
player.$name.reset(to: "x")
print(player.name, player.$name.writes)

let copy = player
player.score = 99
player.name = "shared"
print(copy.$score, player.$score.count, copy.name, copy.$name === player.$name)

@propertyWrapper
struct Uppercased {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.uppercased() }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
func localWrappers() {
    @Uppercased var shout = "hello"
    print(shout)
    shout += " world"
    print(shout)
    @Tracked var steps = 1
    steps += 1; steps += 1
    print(steps, $steps)
}
localWrappers()

final class Account {
    @Clamped(0...1_000) var balance = 0
    @Tracked var owner = "nobody"
    func deposit(_ x: Int) { balance += x }
}
let acct = Account()
acct.deposit(700); acct.deposit(700)
acct.owner = "ann"
print(acct.balance, acct.$balance, acct.$owner)

// expect: 100 5 0...100 1...10
// expect: 0 10
// expect: 21 [0, 10, 7, 21]
// expect: grace 2
// expect: x 0
// expect: [0, 10, 7, 21] 5 shared true
// expect: HELLO
// expect: HELLO WORLD
// expect: 3 [1, 2, 3]
// expect: 1000 0...1000 ["nobody", "ann"]
