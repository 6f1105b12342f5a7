// SwiftUI from Apple's documentation: a custom Binding's setter clamps what a child writes before storing it
// Apple, Binding.init(get:set:) (https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp):
// "Creates a binding with closures that read and write the binding value." get: "A closure that retrieves the binding
// value." set: "A closure that sets the binding value." (the child's write goes to the setter; the parent stores min(…, 10))
import SwiftUI

struct VolumeUp: View {
    @Binding var volume: Int
    var body: some View {
        Button("Louder") { volume += 4 }
    }
}

struct VolumePanel: View {
    @State private var volume = 0
    var body: some View {
        VStack {
            VolumeUp(volume: Binding(
                get: { volume },
                set: { volume = min($0, 10) }
            ))
            Button("Show") { print("volume \(volume)") }
        }
    }
}

:mount VolumePanel()
:tap "Louder"
:tap "Louder"
:tap "Show"
:tap "Louder"
:tap "Show"
// expect: volume 8
// expect: volume 10
