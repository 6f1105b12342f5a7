// SwiftUI from Apple's documentation: a child re-rendering with the same preference value does not run onPreferenceChange again
// Apple, View.onPreferenceChange(_:perform:) (https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)):
// "The action to perform when the value for key changes." The key's Value must be Equatable (K.Value : Equatable), which is how
// SwiftUI tells a change. Tapping "Tap" re-runs the child but leaves "ready"; "Busy" changes it.
import SwiftUI

struct StatusKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) {
        value += nextValue()
    }
}

struct Worker: View {
    @State private var taps = 0
    @State private var busy = false

    var body: some View {
        let _ = print("Worker body: taps \(taps)")
        VStack {
            Button("Tap") { taps += 1 }
            Button("Busy") { busy = true }
        }
        .preference(key: StatusKey.self, value: busy ? "busy" : "ready")
    }
}

struct Monitor: View {
    var body: some View {
        Worker()
            .onPreferenceChange(StatusKey.self) { status in
                print("status: \(status)")
            }
    }
}

:mount Monitor()
// expect: Worker body: taps 0
// expect: status: ready
:tap "Tap"
// expect: Worker body: taps 1
:tap "Busy"
// expect: Worker body: taps 1
// expect: status: busy
