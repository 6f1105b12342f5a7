// SwiftUI from Apple's documentation: https://docs.swift.org/swift-book/documentation/the-swift-programming-language/properties/#Projecting-a-Value-From-a-Property-Wrapper (a generic DynamicProperty that keeps a history in @State and projects itself, projectedValue: Self, so the view can call $color.undo() and read $color.count)
import SwiftUI

@propertyWrapper
struct History<Value>: DynamicProperty {
    @State private var values: [Value]

    init(wrappedValue: Value) {
        _values = State(initialValue: [wrappedValue])
    }

    var wrappedValue: Value {
        get { values[values.count - 1] }
        nonmutating set { values.append(newValue) }
    }

    var projectedValue: Self { self }

    var count: Int { values.count }

    func undo() {
        if values.count > 1 { values.removeLast() }
    }
}

struct Palette: View {
    @History var color = "red"

    var body: some View {
        let _ = print("color \(color), \($color.count) entries")
        VStack {
            Button("Blue") { color = "blue" }
            Button("Green") { color = "green" }
            Button("Undo") { $color.undo() }
        }
    }
}

:mount Palette()
:tap "Blue"
:tap "Green"
:tap "Undo"
:tap "Undo"
// expect: color red, 1 entries
// expect: color blue, 2 entries
// expect: color green, 3 entries
// expect: color blue, 2 entries
// expect: color red, 1 entries
