// Compiler test style: willSet/didSet with oldValue, custom parameter names, no observers during init
class StepCounter {
    var log: [String] = []
    var totalSteps: Int = 0 {
        willSet(newTotalSteps) {
            log.append("will \(totalSteps)->\(newTotalSteps)")
        }
        didSet {
            if totalSteps > oldValue {
                log.append("added \(totalSteps - oldValue)")
            } else {
                log.append("not added (\(oldValue) -> \(totalSteps))")
            }
        }
    }
    init(start: Int) {
        totalSteps = start
        print("init set totalSteps to \(totalSteps), log count \(log.count)")
    }
}

let counter = StepCounter(start: 5)
counter.totalSteps = 200
counter.totalSteps = 360
counter.totalSteps = 360
counter.totalSteps = 100
counter.totalSteps += 1
for entry in counter.log {
    print(entry)
}

struct Tracked {
    var value: Int = 0 {
        didSet(previous) {
            print("didSet previous=\(previous) value=\(value)")
        }
    }
    var onlyWill = "a" {
        willSet { print("willSet onlyWill to \(newValue) from \(onlyWill)") }
    }
}

var t = Tracked()
t.value = 3
t.value *= 4
t.onlyWill = "b"
t.onlyWill += "c"
var u = Tracked(value: 42, onlyWill: "z")
print("memberwise init: \(u.value) \(u.onlyWill)")
u.value = 43
// expect: init set totalSteps to 5, log count 0
// expect: will 5->200
// expect: added 195
// expect: will 200->360
// expect: added 160
// expect: will 360->360
// expect: not added (360 -> 360)
// expect: will 360->100
// expect: not added (360 -> 100)
// expect: will 100->101
// expect: added 1
// expect: didSet previous=0 value=3
// expect: didSet previous=3 value=12
// expect: willSet onlyWill to b from a
// expect: willSet onlyWill to bc from b
// expect: memberwise init: 42 z
// expect: didSet previous=42 value=43
