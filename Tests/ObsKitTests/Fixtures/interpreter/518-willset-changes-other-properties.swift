// A `willSet` (or `didSet`) that changes another stored property of the same value keeps that change, in a
// struct and in a class, and the store itself still happens after `willSet`. A `for` over `[any P]` calls a
// protocol extension's method that is no requirement as the existential's (static dispatch), as Swift does.
// Expected output: swiftc 6.3.1 on this machine.
struct Thermostat {
    var readings: [Int] = []
    var changes = 0
    var target = 20 {
        willSet { readings.append(target) }
        didSet { changes += 1 }
    }
}
var thermostat = Thermostat()
thermostat.target = 22
thermostat.target = 19
print(thermostat.target, thermostat.readings, thermostat.changes)

final class Player {
    var scores: [Int] = []
    var best = 0
    var score = 0 {
        willSet {
            scores.append(newValue)
            if newValue > best { best = newValue }
        }
    }
}
let player = Player()
player.score = 7
player.score = 3
player.score = 9
print(player.score, player.scores, player.best)

protocol Greeting { func hello() -> String }
extension Greeting {
    func hello() -> String { "hi" }
    func bye() -> String { "bye" }
}
struct Loud: Greeting {
    func hello() -> String { "HI" }
    func bye() -> String { "BYE" }
}
struct Quiet: Greeting {}
let greetings: [any Greeting] = [Loud(), Quiet()]
for greeting in greetings { print(greeting.hello(), greeting.bye()) }

// expect: 19 [20, 22] 2
// expect: 9 [7, 3, 9] 9
// expect: HI bye
// expect: hi bye
