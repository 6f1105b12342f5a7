// Compiler test style: static and class type properties, computed type properties, overriding class vars
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

enum Palette {
    static var names = ["red", "green"]
    static var count: Int { return names.count }
}
Palette.names.append("blue")
print(Palette.count, Palette.names.joined(separator: ","))

class SomeClass {
    static var storedTypeProperty = "Some value."
    class var overrideableComputedTypeProperty: Int { return 107 }
    class var label: String { return "Some(\(overrideableComputedTypeProperty))" }
}
class SubClass: SomeClass {
    override class var overrideableComputedTypeProperty: Int { return 42 }
}
print(SomeClass.storedTypeProperty)
SomeClass.storedTypeProperty = "Another value."
print(SubClass.storedTypeProperty)
print(SomeClass.label, SubClass.label)
let types: [SomeClass.Type] = [SomeClass.self, SubClass.self]
for t in types { print(t.overrideableComputedTypeProperty) }
// expect: 7 7
// expect: 10 10
// expect: 3 red,green,blue
// expect: Some value.
// expect: Another value.
// expect: Some(107) Some(42)
// expect: 107
// expect: 42
