// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(initialvalue:) (same behaviour as init(wrappedValue:): SwiftUI initializes the state's storage only once for each view instance, so a new starting value passed in by the parent later doesn't replace the value the timer already holds)
import SwiftUI

struct CountdownView: View {
    @State private var remaining: Int

    init(start: Int) {
        _remaining = State(initialValue: start)
    }

    var body: some View {
        Button("Remaining \(remaining)") {
            remaining -= 1
            print("remaining \(remaining)")
        }
    }
}

struct CountdownHost: View {
    @State private var start = 10

    var body: some View {
        VStack {
            Text("Start value \(start)")
            CountdownView(start: start)
            Button("Start from 60") { start = 60 }
        }
    }
}

:mount CountdownHost()
:tap "Remaining 10"
:tap "Start from 60"
:tap "Remaining 9"
// expect: remaining 9
// expect: remaining 8
