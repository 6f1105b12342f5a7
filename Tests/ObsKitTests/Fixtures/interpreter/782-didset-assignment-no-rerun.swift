// Assigning a property inside its own `didSet` stores the value without running the observers again.
// Expected output from swiftc 6.3.1 on Linux.
struct Slider {
    var value: Int {
        willSet { print("will set \(newValue)") }
        didSet {
            if value > 100 {
                print("clamping \(value)")
                value = 100
            }
        }
    }
}
var slider = Slider(value: 10)
slider.value = 40
slider.value = 250
print("value is", slider.value)

// expect: will set 40
// expect: will set 250
// expect: clamping 250
// expect: value is 100
