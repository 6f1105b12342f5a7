// Properties/Inheritance: override var x { didSet } on an inherited stored property; superclass and subclass observers both run.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Fan {
    var rpm = 0.0 {
        didSet { print("Fan.didSet rpm \(oldValue) -> \(rpm)") }
    }
    var level = 1
    var description: String { "spinning at \(rpm) rpm" }
}
class SmartFan: Fan {
    override var rpm: Double {
        willSet { print("SmartFan.willSet \(newValue)") }
        didSet {
            level = Int(rpm / 400.0) + 1
            print("SmartFan.didSet level \(level)")
        }
    }
    override var description: String { super.description + " on level \(level)" }
}
let smart = SmartFan()
smart.rpm = 1000.0
print("SmartFan: \(smart.description)")
class Document {
    var title = "Untitled"
    var edits = 0
}
class TrackedDocument: Document {
    var history: [String] = []
    override var title: String {
        didSet { history.append("\(oldValue) -> \(title)") }
    }
    override var edits: Int {
        didSet { if edits % 2 == 0 { print("autosave after \(edits) edits") } }
    }
}
let doc = TrackedDocument()
doc.title = "Notes"
doc.title = "Meeting notes"
for _ in 1...4 { doc.edits += 1 }
print(doc.history)
let asBase: Document = doc
asBase.title = "Final"
print(doc.history.last!, doc.title)
class Slider {
    var value = 0 { didSet { print("Slider base sees \(value)") } }
}
class SnappingSlider: Slider {
    override var value: Int {
        didSet { if value % 5 != 0 { value = value / 5 * 5 } }
    }
}
let slider = SnappingSlider()
slider.value = 12
print("final", slider.value)

// expect: SmartFan.willSet 1000.0
// expect: Fan.didSet rpm 0.0 -> 1000.0
// expect: SmartFan.didSet level 3
// expect: SmartFan: spinning at 1000.0 rpm on level 3
// expect: autosave after 2 edits
// expect: autosave after 4 edits
// expect: ["Untitled -> Notes", "Notes -> Meeting notes"]
// expect: Meeting notes -> Final Final
// expect: Slider base sees 12
// expect: Slider base sees 10
// expect: final 10
