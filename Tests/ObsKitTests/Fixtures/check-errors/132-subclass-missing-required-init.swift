// Mistake: a subclass adds its own designated initializer but does not provide the superclass's `required` initializer.
// Expected message: swiftc 6.3.1 -typecheck on this machine
class Widget {
    let title: String

    required init(title: String) {
        self.title = title
    }
}

class Slider: Widget {
    var value: Double

    init(title: String, value: Double) {
        self.value = value
        super.init(title: title)
    }
}

let volume = Slider(title: "Volume", value: 0.5)
print("\(volume.title): \(volume.value)")
// expect-error: 'required' initializer 'init(title:)' must be provided by subclass of 'Widget'
