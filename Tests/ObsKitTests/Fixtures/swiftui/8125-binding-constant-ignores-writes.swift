// SwiftUI from Apple's documentation: writing to Binding.constant has no effect
// Apple, Binding.constant(_:) (https://developer.apple.com/documentation/swiftui/binding/constant(_:)): "Creates a binding
// with an immutable value." A write through it cannot change what it reads.
import SwiftUI

struct Switcher: View {
    @Binding var on: Bool
    var body: some View {
        Button("Set") {
            on = true
            print("after set: \(on)")
        }
    }
}

struct Host: View {
    var body: some View {
        let _ = print("Host body")
        Switcher(on: .constant(false))
    }
}

:mount Host()
:tap "Set"
// expect: Host body
// expect: after set: false
