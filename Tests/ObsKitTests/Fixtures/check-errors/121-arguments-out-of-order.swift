// Mistake: passes a struct's memberwise initializer arguments in a different order from the properties' declaration order.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Rectangle {
    var width: Double
    var height: Double

    var area: Double {
        width * height
    }
}

let room = Rectangle(height: 3.5, width: 4.0)
print("Area: \(room.area) m²")
// expect-error: argument 'width' must precede argument 'height'
