// SwiftUI from Apple's documentation: reading a property only inside a Button's action makes no dependency
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// "If body doesn't read any properties of an observable data model object, the view doesn't track any dependencies";
// Observation tracks the properties "that appear in the execution scope of a view's body". The action closure runs on
// a tap, not while body runs, so changing `taps` never re-runs this body.
import SwiftUI

@Observable
final class Counter {
    var taps = 0
}

struct TapView: View {
    @State private var counter = Counter()
    var body: some View {
        let _ = print("TapView body")
        Button("Tap") {
            print("action sees taps = \(counter.taps)")
            counter.taps += 1
        }
    }
}

:mount TapView()
:tap "Tap"
:tap "Tap"
:tap "Tap"
// expect: TapView body
// expect: action sees taps = 0
// expect: action sees taps = 1
// expect: action sees taps = 2
