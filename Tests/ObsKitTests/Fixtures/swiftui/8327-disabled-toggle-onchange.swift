// SwiftUI from Apple's documentation: flipping disabled(_:) changes \.isEnabled below it, seen by onChange
// Apple, disabled(_:) (https://developer.apple.com/documentation/swiftui/view/disabled(_:)): "A Boolean value that
// determines whether users can interact with this view." Apple, Environment: "If the value changes, SwiftUI updates
// any parts of your view that depend on the value." Apple, onChange(of:initial:_:): "You can use onChange to trigger a
// side effect as the result of a value changing, such as an Environment key or a Binding."
import SwiftUI

struct Editor: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        Text(isEnabled ? "Editable" : "Locked")
            .onChange(of: isEnabled) { oldValue, newValue in
                print("isEnabled \(oldValue) -> \(newValue)")
            }
    }
}

struct Root: View {
    @State private var locked = false
    var body: some View {
        VStack {
            Toggle("Lock", isOn: $locked)
            Editor()
                .disabled(locked)
        }
    }
}

:mount Root()
:toggle "Lock"
:toggle "Lock"
// expect: isEnabled true -> false
// expect: isEnabled false -> true
