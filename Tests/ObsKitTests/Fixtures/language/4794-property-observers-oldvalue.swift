// Swift book style: property observers willSet and didSet
// Checks: willSet sees newValue (and a custom name), didSet sees oldValue;
// observers fire on inout passing; assignment in didSet does not re-trigger;
// observers on inherited properties; observers not called during init.

final class StepCounter {
    var totalSteps: Int = 0 {
        willSet(newTotalSteps) {
            print("About to set totalSteps to \(newTotalSteps)")
        }
        didSet {
            if totalSteps > oldValue {
                print("Added \(totalSteps - oldValue) steps")
            }
        }
    }
}

let stepCounter = StepCounter()
stepCounter.totalSteps = 200
stepCounter.totalSteps = 360
stepCounter.totalSteps = 896
stepCounter.totalSteps = 100

struct Thermostat {
    var target: Int = 20 {
        willSet { print("target will change from \(target) to \(newValue)") }
        didSet {
            if target > 30 {
                print("clamping \(target)")
                target = 30
            }
        }
    }
    init(target: Int) {
        self.target = target
        print("init done with \(self.target)")
    }
}

var thermostat = Thermostat(target: 50)
thermostat.target = 25
thermostat.target = 40
print("final target \(thermostat.target)")

func bump(_ value: inout Int) {
    value += 5
}
bump(&thermostat.target)
print("after bump \(thermostat.target)")

class Vehicle {
    var speed = 0
    var summary: String { "speed \(speed)" }
}

final class Car: Vehicle {
    override var speed: Int {
        didSet {
            print("car speed changed \(oldValue) -> \(speed)")
        }
    }
}

let car = Car()
car.speed = 30
car.speed += 10
print(car.summary)

// Observers on a global variable
var volume = 3 {
    didSet { print("volume now \(volume) (was \(oldValue))") }
}
volume = 7
volume -= 2

// didSet without oldValue, and an observer on an optional
final class Profile {
    var nickname: String? {
        didSet {
            print("nickname: \(nickname ?? "<none>")")
        }
    }
}
let profile = Profile()
profile.nickname = "zed"
profile.nickname = nil

// Observers fire even if the same value is assigned
var flag = false {
    willSet { print("flag willSet \(newValue)") }
}
flag = false
flag = true

// Array property: mutation via append triggers observers
final class Log {
    var entries: [String] = [] {
        didSet { print("entries \(oldValue.count) -> \(entries.count)") }
    }
}
let log = Log()
log.entries.append("a")
log.entries += ["b", "c"]
log.entries[0] = "z"
print(log.entries)

// expect: About to set totalSteps to 200
// expect: Added 200 steps
// expect: About to set totalSteps to 360
// expect: Added 160 steps
// expect: About to set totalSteps to 896
// expect: Added 536 steps
// expect: About to set totalSteps to 100
// expect: init done with 50
// expect: target will change from 50 to 25
// expect: target will change from 25 to 40
// expect: clamping 40
// expect: final target 30
// expect: target will change from 30 to 35
// expect: clamping 35
// expect: after bump 30
// expect: car speed changed 0 -> 30
// expect: car speed changed 30 -> 40
// expect: speed 40
// expect: volume now 7 (was 3)
// expect: volume now 5 (was 7)
// expect: nickname: zed
// expect: nickname: <none>
// expect: flag willSet false
// expect: flag willSet true
// expect: entries 0 -> 1
// expect: entries 1 -> 3
// expect: entries 3 -> 3
// expect: ["z", "b", "c"]
