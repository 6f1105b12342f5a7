// Swift book style: type properties (static and class)
// Checks: static stored properties shared across instances, static computed properties,
// class computed properties overridden in subclasses, lazy initialization of static lets.

struct SomeStructure {
    static var storedTypeProperty = "Some value."
    static var computedTypeProperty: Int {
        return 1
    }
}
enum SomeEnumeration {
    static var storedTypeProperty = "Some value."
    static var computedTypeProperty: Int {
        return 6
    }
}
class SomeClass {
    static var storedTypeProperty = "Some value."
    static var computedTypeProperty: Int {
        return 27
    }
    class var overrideableComputedTypeProperty: Int {
        return 107
    }
}
final class SubClass: SomeClass {
    override class var overrideableComputedTypeProperty: Int {
        return 214
    }
}

print(SomeStructure.storedTypeProperty)
SomeStructure.storedTypeProperty = "Another value."
print(SomeStructure.storedTypeProperty)
print(SomeEnumeration.computedTypeProperty)
print(SomeClass.computedTypeProperty)
print(SomeClass.overrideableComputedTypeProperty)
print(SubClass.overrideableComputedTypeProperty)
print(SubClass.storedTypeProperty)

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
print("left \(leftChannel.currentLevel), max \(AudioChannel.maxInputLevelForAllChannels)")
rightChannel.currentLevel = 11
print("right \(rightChannel.currentLevel), max \(AudioChannel.maxInputLevelForAllChannels)")

// Static let initialized lazily, once
func makeTable() -> [Int] {
    print("building table")
    return [1, 4, 9, 16]
}
enum Lookup {
    static let squares = makeTable()
}
print("before first use")
print(Lookup.squares[2])
print(Lookup.squares[3])

// Instance counter via a static var
final class Ticket {
    static var issued = 0
    let number: Int
    init() {
        Ticket.issued += 1
        number = Ticket.issued
    }
}
let t1 = Ticket()
let t2 = Ticket()
let t3 = Ticket()
print("tickets \(t1.number) \(t2.number) \(t3.number), issued \(Ticket.issued)")

// Accessing a static via Self inside an instance method
struct Temperature {
    static var unit = "C"
    var degrees: Int
    func describe() -> String { "\(degrees)\(Self.unit)" }
}
let warm = Temperature(degrees: 25)
print(warm.describe())
Temperature.unit = "F"
print(warm.describe())

// class var via an instance's dynamic type
let items: [SomeClass] = [SomeClass(), SubClass()]
for item in items {
    print(type(of: item).overrideableComputedTypeProperty)
}

// expect: Some value.
// expect: Another value.
// expect: 6
// expect: 27
// expect: 107
// expect: 214
// expect: Some value.
// expect: left 7, max 7
// expect: right 10, max 10
// expect: before first use
// expect: building table
// expect: 9
// expect: 16
// expect: tickets 1 2 3, issued 3
// expect: 25C
// expect: 25F
// expect: 107
// expect: 214
