// property observers willSet/didSet with clamping, change logs and a progress tracker (expected output from swiftc 6.3.1 on Linux)
struct Thermostat {
    var log: [String] = []
    var target: Double = 20 {
        willSet {
            log.append("will change \(target) -> \(newValue)")
        }
        didSet {
            if target > 28 { target = 28 }
            if target < 10 { target = 10 }
            log.append("now \(target) (was \(oldValue))")
        }
    }
}

class StepCounter {
    var dailyGoal = 1000
    var steps: Int = 0 {
        didSet {
            let added = steps - oldValue
            print("Added \(added) steps, total \(steps)")
            if oldValue < dailyGoal && steps >= dailyGoal {
                print("Goal of \(dailyGoal) reached!")
            }
        }
    }
}

class Volume {
    private(set) var changes = 0
    var level: Int = 5 {
        didSet {
            level = max(0, min(10, level))
            if level != oldValue { changes += 1 }
        }
    }
}

class LoudVolume: Volume {
    override var level: Int {
        didSet { print("LoudVolume level is \(level)") }
    }
}

var t = Thermostat()
t.target = 22.5
t.target = 35
t.target = 4
for entry in t.log { print(entry) }

let counter = StepCounter()
counter.steps += 300
counter.steps += 650
counter.steps += 200
counter.steps += 50

let v = Volume()
v.level = 8
v.level = 15
v.level = 10
v.level = -3
print("level \(v.level), changes \(v.changes)")

let loud = LoudVolume()
loud.level = 12
print("changes \(loud.changes)")

func bump(_ value: inout Int) { value += 1 }
bump(&counter.steps)
// expect: will change 20.0 -> 22.5
// expect: now 22.5 (was 20.0)
// expect: will change 22.5 -> 35.0
// expect: now 28.0 (was 22.5)
// expect: will change 28.0 -> 4.0
// expect: now 10.0 (was 28.0)
// expect: Added 300 steps, total 300
// expect: Added 650 steps, total 950
// expect: Added 200 steps, total 1150
// expect: Goal of 1000 reached!
// expect: Added 50 steps, total 1200
// expect: level 0, changes 3
// expect: LoudVolume level is 10
// expect: changes 1
// expect: Added 1 steps, total 1201
