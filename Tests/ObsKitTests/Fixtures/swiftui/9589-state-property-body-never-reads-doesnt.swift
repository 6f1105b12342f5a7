// SwiftUI from Donny Wals: https://www.donnywals.com/understanding-how-and-when-swiftui-decides-to-redraw-views/ (a @State property that the body never reads doesn't redraw the view when it changes; once the body reads it, every change does, and _printChanges names it)
// Donny Wals explores when SwiftUI re-evaluates a body, printing `Self._printChanges()`. He finds:
// - Changing a @State property that is only written (in a button's action) and never read in the body
//   doesn't re-evaluate the body at all: SwiftUI knows the body doesn't depend on it.
// - Once the body reads the property (say, in a Text), each change re-evaluates the body, and
//   _printChanges reports `_counter changed.`
// - A child that receives nothing that changed isn't re-evaluated when the parent is.
import SwiftUI

struct StaticLabel: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("I never change")
    }
}

struct UnreadCounterView: View {
    @State private var counter = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Button("Increment") {
                counter += 1
                print("counter is now \(counter)")
            }
            StaticLabel()
        }
    }
}

struct ReadCounterView: View {
    @State private var counter = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Counter: \(counter)")
            Button("Increment") {
                counter += 1
            }
            StaticLabel()
        }
    }
}

:mount UnreadCounterView()
// expect: UnreadCounterView: @self, @identity, _counter changed.
// expect: StaticLabel: @self changed.
:tap "Increment"
// expect: counter is now 1
:tap "Increment"
// expect: counter is now 2
:mount ReadCounterView()
// expect: ReadCounterView: @self, @identity, _counter changed.
// expect: StaticLabel: @self changed.
:tap "Increment"
// expect: ReadCounterView: _counter changed.
:tap "Increment"
// expect: ReadCounterView: _counter changed.
