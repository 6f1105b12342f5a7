// Book style (Properties): property observers, overriding observers in a subclass, lazy and type properties
class StepCounter {
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
stepCounter.totalSteps = 100

class Vehicle {
    var currentSpeed = 0.0 {
        didSet { print("Vehicle saw speed \(currentSpeed)") }
    }
    var description: String { "traveling at \(currentSpeed) miles per hour" }
}
class Car: Vehicle {
    var gear = 1
    override var currentSpeed: Double {
        didSet { gear = Int(currentSpeed / 10.0) + 1 }
    }
    override var description: String { super.description + " in gear \(gear)" }
}
let car = Car()
car.currentSpeed = 35.0
print("Car: \(car.description)")

class DataImporter {
    var filename = "data.txt"
    init() { print("DataImporter created") }
}
class DataManager {
    lazy var importer = DataImporter()
    var data: [String] = []
}
let manager = DataManager()
manager.data.append("Some data")
print("data has \(manager.data.count) item")
print(manager.importer.filename)

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
var leftChannel = AudioChannel()
var rightChannel = AudioChannel()
leftChannel.currentLevel = 7
print(leftChannel.currentLevel, AudioChannel.maxInputLevelForAllChannels)
rightChannel.currentLevel = 11
print(rightChannel.currentLevel, AudioChannel.maxInputLevelForAllChannels)

// expect: About to set totalSteps to 200
// expect: Added 200 steps
// expect: About to set totalSteps to 360
// expect: Added 160 steps
// expect: About to set totalSteps to 100
// expect: Vehicle saw speed 35.0
// expect: Car: traveling at 35.0 miles per hour in gear 4
// expect: data has 1 item
// expect: DataImporter created
// expect: data.txt
// expect: 7 7
// expect: 10 10
