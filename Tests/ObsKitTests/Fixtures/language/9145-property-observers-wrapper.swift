// property-observers-wrapper
// expected output: swiftc 6.3.1 (Linux), run on this machine
class StepCounter {
    var totalSteps: Int = 0 {
        willSet(newTotal) {
            print("About to set totalSteps to \(newTotal)")
        }
        didSet {
            if totalSteps > oldValue {
                print("Added \(totalSteps - oldValue) steps")
            } else {
                print("No progress (was \(oldValue))")
            }
        }
    }
}

let counter = StepCounter()
counter.totalSteps = 200
counter.totalSteps = 360
counter.totalSteps = 100

@propertyWrapper
struct SmallNumber {
    private var number = 0
    private(set) var projectedValue = false
    let maximum: Int

    init(wrappedValue: Int, maximum: Int = 12) {
        self.maximum = maximum
        self.wrappedValue = wrappedValue
    }

    var wrappedValue: Int {
        get { number }
        set {
            if newValue > maximum {
                number = maximum
                projectedValue = true
            } else {
                number = newValue
                projectedValue = false
            }
        }
    }
}

struct Box {
    @SmallNumber var height: Int = 1
    @SmallNumber(maximum: 5) var width: Int = 2
}

var box = Box()
print(box.height, box.width)
box.height = 20
box.width = 3
print(box.height, box.$height, box.width, box.$width)
box.width = 9
print(box.width, box.$width)

struct AudioChannel {
    static let thresholdLevel = 10
    static var maxInputLevelForAllChannels = 0
    var currentLevel: Int = 0 {
        didSet {
            if currentLevel > AudioChannel.thresholdLevel {
                currentLevel = AudioChannel.thresholdLevel
            }
            if currentLevel > AudioChannel.maxInputLevelForAllChannels {
                AudioChannel.maxInputLevelForAllChannels = currentLevel
            }
        }
    }
}
var left = AudioChannel()
var right = AudioChannel()
left.currentLevel = 7
print(left.currentLevel, AudioChannel.maxInputLevelForAllChannels)
right.currentLevel = 11
print(right.currentLevel, AudioChannel.maxInputLevelForAllChannels)
// expect: About to set totalSteps to 200
// expect: Added 200 steps
// expect: About to set totalSteps to 360
// expect: Added 160 steps
// expect: About to set totalSteps to 100
// expect: No progress (was 360)
// expect: 1 2
// expect: 12 true 3 false
// expect: 5 true
// expect: 7 7
// expect: 10 10
