// Hacking with Swift style: property observers (didSet and willSet)

struct Game {
    var score = 0 {
        didSet {
            print("Score is now \(score) (was \(oldValue))")
        }
    }
}

var game = Game()
game.score += 10
game.score -= 3
game.score += 1

struct App {
    var contacts = [String]() {
        willSet {
            print("Current value is: \(contacts)")
            print("New value will be: \(newValue)")
        }
        didSet {
            print("There are now \(contacts.count) contacts.")
            print("Old value was \(oldValue)")
        }
    }
}

var app = App()
app.contacts.append("Adrian E")
app.contacts.append("Allen W")
app.contacts.append("Ish S")

// didSet for clamping a value
struct Thermostat {
    var target: Double = 20 {
        didSet {
            if target > 30 { target = 30 }
            if target < 10 { target = 10 }
        }
    }
}
var t = Thermostat()
for v in [25.5, 42, 3, 18] {
    t.target = v
    print("requested \(v), set to \(t.target)")
}

// Observers on a class property, and an observer in a subclass.
class Progress {
    var percent = 0 {
        didSet { print("Progress: \(percent)%") }
    }
}
class LoudProgress: Progress {
    override var percent: Int {
        didSet {
            if percent == 100 { print("Done!") }
        }
    }
}
let p = LoudProgress()
for step in stride(from: 25, through: 100, by: 25) {
    p.percent = step
}

// Observers are not called during init
struct Tracked {
    var name: String {
        didSet { print("name changed to \(name)") }
    }
    init(name: String) {
        self.name = name
    }
}
var tracked = Tracked(name: "first")
print("created \(tracked.name)")
tracked.name = "second"
// expect: Score is now 10 (was 0)
// expect: Score is now 7 (was 10)
// expect: Score is now 8 (was 7)
// expect: Current value is: []
// expect: New value will be: ["Adrian E"]
// expect: There are now 1 contacts.
// expect: Old value was []
// expect: Current value is: ["Adrian E"]
// expect: New value will be: ["Adrian E", "Allen W"]
// expect: There are now 2 contacts.
// expect: Old value was ["Adrian E"]
// expect: Current value is: ["Adrian E", "Allen W"]
// expect: New value will be: ["Adrian E", "Allen W", "Ish S"]
// expect: There are now 3 contacts.
// expect: Old value was ["Adrian E", "Allen W"]
// expect: requested 25.5, set to 25.5
// expect: requested 42.0, set to 30.0
// expect: requested 3.0, set to 10.0
// expect: requested 18.0, set to 18.0
// expect: Progress: 25%
// expect: Progress: 50%
// expect: Progress: 75%
// expect: Progress: 100%
// expect: Done!
// expect: created first
// expect: name changed to second
