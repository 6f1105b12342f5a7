// Properties/Inheritance: override var x { didSet } on an inherited stored property; superclass and subclass observers both run.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Vehicle {
    var currentSpeed = 0.0 {
        didSet { print("Vehicle.didSet speed \(oldValue) -> \(currentSpeed)") }
    }
    var gear = 1
    var description: String { "traveling at \(currentSpeed) miles per hour" }
}
class AutomaticCar: Vehicle {
    override var currentSpeed: Double {
        willSet { print("AutomaticCar.willSet \(newValue)") }
        didSet {
            gear = Int(currentSpeed / 10.0) + 1
            print("AutomaticCar.didSet gear \(gear)")
        }
    }
    override var description: String { super.description + " in gear \(gear)" }
}
let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar: \(automatic.description)")
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

// expect: AutomaticCar.willSet 35.0
// expect: Vehicle.didSet speed 0.0 -> 35.0
// expect: AutomaticCar.didSet gear 4
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: autosave after 2 edits
// expect: autosave after 4 edits
// expect: ["Untitled -> Notes", "Notes -> Meeting notes"]
// expect: Meeting notes -> Final Final
// expect: Slider base sees 12
// expect: Slider base sees 10
// expect: final 10
