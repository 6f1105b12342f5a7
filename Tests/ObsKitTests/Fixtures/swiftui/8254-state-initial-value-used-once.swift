// SwiftUI from Apple's documentation: a @State seeded from an init parameter keeps its first value when the parent passes a new one
// Apple, State init(wrappedValue:) (https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)): "SwiftUI
// initializes the state's storage only once for each container instance that you declare."
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "At the beginning of a view's
// identity, when it's created for the first time, SwiftUI is going to allocate storage in memory for State and StateObject
// using their initial values. [...] Throughout the lifetime of the view, SwiftUI will persist this storage".
import SwiftUI

struct Volume: View {
    @State private var level: Int
    init(start: Int) {
        _level = State(initialValue: start)
    }
    var body: some View {
        Button("Show level") { print("level \(level)") }
    }
}

struct Mixer: View {
    @State private var preset = 3
    var body: some View {
        VStack {
            Button("Preset 8") { preset = 8 }
            Text("Preset \(preset)")
            Volume(start: preset)
        }
    }
}

:mount Mixer()
:tap "Show level"
:tap "Preset 8"
:tap "Show level"
// expect: level 3
// expect: level 3
