// Properties: static stored and computed type properties, class computed properties overridden, shared counters.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct SomeStructure {
    static var storedTypeProperty = "Some value."
    static var computedTypeProperty: Int { 1 }
}
enum SomeEnumeration {
    static var storedTypeProperty = "Some enum value."
    static var computedTypeProperty: Int { 6 }
}
class SomeClass {
    static var storedTypeProperty = "Some class value."
    class var overrideableComputedTypeProperty: Int { 107 }
}
class SubClass: SomeClass {
    override class var overrideableComputedTypeProperty: Int { 1_000 }
}
print(SomeStructure.storedTypeProperty)
SomeStructure.storedTypeProperty = "Another value."
print(SomeStructure.storedTypeProperty)
print(SomeEnumeration.computedTypeProperty, SomeClass.overrideableComputedTypeProperty, SubClass.overrideableComputedTypeProperty)
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
final class Ticket {
    static private(set) var issued = 0
    static let prefix = "T-"
    let code: String
    init() {
        Ticket.issued += 1
        code = Self.prefix + String(Ticket.issued)
    }
    static var nextCode: String { prefix + String(issued + 1) }
}
print(Ticket.nextCode)
let tickets = [Ticket(), Ticket(), Ticket()]
print(tickets.map(\.code), Ticket.issued, Ticket.nextCode)
let metaType: SomeClass.Type = SubClass.self
print(metaType.overrideableComputedTypeProperty)

// expect: Some value.
// expect: Another value.
// expect: 6 107 1000
// expect: 7 7
// expect: 10 10
// expect: T-1
// expect: ["T-1", "T-2", "T-3"] 3 T-4
// expect: 1000
