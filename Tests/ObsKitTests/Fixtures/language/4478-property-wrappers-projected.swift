// Swift book style: Properties - property wrappers with projected values, lazy, observers, type properties
@propertyWrapper
struct TwelveOrLess {
    private var number = 0
    var wrappedValue: Int {
        get { number }
        set { number = min(newValue, 12) }
    }
}
struct SmallRectangle {
    @TwelveOrLess var height: Int
    @TwelveOrLess var width: Int
}
var rectangle = SmallRectangle()
print(rectangle.height)
rectangle.height = 10
print(rectangle.height)
rectangle.height = 24
print(rectangle.height)

@propertyWrapper
struct SmallNumber {
    private var maximum: Int
    private var number: Int
    private(set) var projectedValue: Bool
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
    init() { maximum = 12; number = 0; projectedValue = false }
    init(wrappedValue: Int) {
        maximum = 12
        number = min(wrappedValue, maximum)
        projectedValue = false
    }
    init(wrappedValue: Int, maximum: Int) {
        self.maximum = maximum
        number = min(wrappedValue, maximum)
        projectedValue = false
    }
}
struct SomeStructure {
    @SmallNumber var someNumber: Int
}
var someStructure = SomeStructure()
someStructure.someNumber = 4
print(someStructure.$someNumber)
someStructure.someNumber = 55
print(someStructure.$someNumber, someStructure.someNumber)

struct MixedRectangle {
    @SmallNumber var height: Int = 1
    @SmallNumber(maximum: 9) var width: Int = 2
}
var mixed = MixedRectangle()
print(mixed.height, mixed.width)
mixed.height = 20
mixed.width = 20
print(mixed.height, mixed.width, mixed.$height, mixed.$width)

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
manager.data.append("Some more data")
print("data count \(manager.data.count)")
print(manager.importer.filename)
print(manager.importer.filename)

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

enum SomeEnumeration {
    static var storedTypeProperty = "Some value."
    static var computedTypeProperty: Int { 6 }
}
class SomeClass {
    static var storedTypeProperty = "Some value."
    static var computedTypeProperty: Int { 27 }
    class var overrideableComputedTypeProperty: Int { 107 }
}
class SubClass: SomeClass {
    override class var overrideableComputedTypeProperty: Int { 200 }
}
print(SomeEnumeration.storedTypeProperty)
SomeEnumeration.storedTypeProperty = "Another value."
print(SomeEnumeration.storedTypeProperty, SomeEnumeration.computedTypeProperty)
print(SomeClass.computedTypeProperty, SomeClass.overrideableComputedTypeProperty, SubClass.overrideableComputedTypeProperty)

@propertyWrapper
struct Logged<Value> {
    private var value: Value
    var history: [Value] = []
    init(wrappedValue: Value) { value = wrappedValue; history = [wrappedValue] }
    var wrappedValue: Value {
        get { value }
        set { value = newValue; history.append(newValue) }
    }
    var projectedValue: [Value] { history }
}
struct Account { @Logged var balance: Int = 0 }
var acct = Account()
acct.balance += 50
acct.balance -= 20
print(acct.balance, acct.$balance)

// expect: 0
// expect: 10
// expect: 12
// expect: false
// expect: true 12
// expect: 1 2
// expect: 12 9 true true
// expect: data count 2
// expect: DataImporter created
// expect: data.txt
// expect: data.txt
// expect: About to set totalSteps to 200
// expect: Added 200 steps
// expect: About to set totalSteps to 360
// expect: Added 160 steps
// expect: About to set totalSteps to 100
// expect: 7 7
// expect: 10 10
// expect: Some value.
// expect: Another value. 6
// expect: 27 107 200
// expect: 30 [0, 50, 30]
