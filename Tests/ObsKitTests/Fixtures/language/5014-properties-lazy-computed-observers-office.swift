// Properties: lazy stored, computed with getters/setters, read-only, observers, type properties
// expected output: swiftc 6.3.1 (Linux), run on this machine
// Office software: an editor with a slow-to-load spell checker, meeting slots, a water tracker, lifts.
class SpellChecker {
    var wordList = "en_GB.dic"
    init() { print("SpellChecker loaded") }
}
class Editor {
    lazy var checker = SpellChecker()
    var paragraphs: [String] = []
}
let editor = Editor()
editor.paragraphs.append("Dear team,")
print("editor open with \(editor.paragraphs.count) paragraph(s)")
print(editor.checker.wordList)
print(editor.checker.wordList)

struct Slot {
    var startMinute = 0.0
    var length = 0.0
    var midpoint: Double {
        get { startMinute + length / 2 }
        set { startMinute = newValue - length / 2 }
    }
    var endMinute: Double { startMinute + length }
}
var standup = Slot(startMinute: 540, length: 30)
standup.midpoint = 600
print("standup now starts at \(standup.startMinute) and ends at \(standup.endMinute)")

class WaterTracker {
    var glasses: Int = 0 {
        willSet { print("About to log \(newValue) glasses") }
        didSet {
            if glasses > oldValue { print("Drank \(glasses - oldValue) more") }
        }
    }
}
let tracker = WaterTracker()
tracker.glasses = 3
tracker.glasses = 5
tracker.glasses = 1

struct Lift {
    static let capacity = 8
    static var busiestLoad = 0
    var riders: Int = 0 {
        didSet {
            if riders > Lift.capacity { riders = Lift.capacity }
            if riders > Lift.busiestLoad { Lift.busiestLoad = riders }
        }
    }
}
var east = Lift(), west = Lift()
east.riders = 6
print(east.riders, Lift.busiestLoad)
west.riders = 12
print(west.riders, Lift.busiestLoad)
// expect: editor open with 1 paragraph(s)
// expect: SpellChecker loaded
// expect: en_GB.dic
// expect: en_GB.dic
// expect: standup now starts at 585.0 and ends at 615.0
// expect: About to log 3 glasses
// expect: Drank 3 more
// expect: About to log 5 glasses
// expect: Drank 2 more
// expect: About to log 1 glasses
// expect: 6 6
// expect: 8 8
