// objc.io style (closures stored in structs): a struct storing a closure that captures a class reference versus one that captured a value copy
final class Tally {
    var count = 0
}

struct Button {
    var title: String
    var action: () -> Void
}

let tally = Tally()
var localCount = 0
var buttons = [
    Button(title: "ref") { tally.count += 1 },
    Button(title: "local") { localCount += 10 },
]

for b in buttons { b.action() }
buttons[0].action()
print(tally.count, localCount)

var copied = buttons
copied[0].title = "ref copy"
copied[0].action()
print(buttons[0].title, copied[0].title, tally.count)

struct Settings {
    var threshold = 5
}
var settings = Settings()
let checkLive: (Int) -> Bool = { $0 > settings.threshold }
let checkFrozen: (Int) -> Bool = { [settings] in $0 > settings.threshold }
settings.threshold = 50
print(checkLive(10), checkFrozen(10))

func makeButtons(_ titles: [String], tally: Tally) -> [Button] {
    titles.enumerated().map { pair in
        Button(title: pair.element) { tally.count += pair.offset + 1 }
    }
}
let newTally = Tally()
let row = makeButtons(["a", "b", "c"], tally: newTally)
row.forEach { $0.action() }
row.last!.action()
print(newTally.count, row.map(\.title))

var actions: [String: () -> Int] = [:]
var base = 1
actions["now"] = { base }
actions["then"] = { [base] in base }
base = 7
print(actions.keys.sorted().map { "\($0)=\(actions[$0]!())" })

// expect: 2 10
// expect: ref ref copy 3
// expect: false true
// expect: 9 ["a", "b", "c"]
// expect: ["now=7", "then=1"]
