// Tutorial style (SwiftLee, capture lists): value capture vs reference capture in closures
var counter = 10
let captureNow = { [counter] in "captured \(counter)" }
let captureLater = { "live \(counter)" }
counter = 25
print(captureNow())
print(captureLater())

func makeIncrementer(step: Int) -> () -> Int {
    var total = 0
    return {
        total += step
        return total
    }
}
let byThree = makeIncrementer(step: 3)
let byTen = makeIncrementer(step: 10)
print(byThree(), byThree(), byThree())
print(byTen(), byTen())
print(byThree())

final class Player {
    let name: String
    var score = 0
    init(name: String) { self.name = name }
    deinit { print("\(name) left the game") }
}

var handlers: [() -> String] = []
do {
    let guest = Player(name: "Guest")
    guest.score = 7
    handlers.append { [weak guest] in
        guard let guest else { return "guest is gone" }
        return "\(guest.name) has \(guest.score)"
    }
    print(handlers[0]())
}
print(handlers[0]())

let host = Player(name: "Host")
let snapshot = { [score = host.score, name = host.name] in "\(name) snapshot: \(score)" }
host.score = 99
print(snapshot())
let unownedReport = { [unowned host] in "\(host.name) live: \(host.score)" }
print(unownedReport())

var actions: [() -> Void] = []
for i in 1...3 {
    actions.append { print("action \(i)") }
}
actions.forEach { $0() }

// expect: captured 10
// expect: live 25
// expect: 3 6 9
// expect: 10 20
// expect: 12
// expect: Guest has 7
// expect: Guest left the game
// expect: guest is gone
// expect: Host snapshot: 0
// expect: Host live: 99
// expect: action 1
// expect: action 2
// expect: action 3
