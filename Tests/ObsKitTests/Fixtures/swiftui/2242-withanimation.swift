// Issue 13 (B), withAnimation: the closure runs at once, synchronously, and returns its result; the state
// known-gap: line 3: expected "Drawer: _open, _openings changed.", got "Drawer: _open changed."
// changes in it are animated, but for behaviour they are ordinary writes: one update at the end of the turn,
// one body run however many writes. `.animation(_:value:)` is cosmetic.
// Source: https://developer.apple.com/documentation/swiftui/withanimation(_:_:) ("Returns the result of
// recomputing the view's body with the provided animation"),
// https://developer.apple.com/documentation/swiftui/view/animation(_:value:). Rules §10, §12.
// known-gap: _printChanges here lists an @State the last body did not read (_openings) once the body runs for another reason; semantics 339 (T18) expects it not to be listed (_show). The rules must decide (rules §12.1); the runtime follows 339.
import SwiftUI

struct Drawer: View {
    @State private var open = false
    @State private var openings = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Button(open ? "Close" : "Open") {
                let result = withAnimation(.spring) {
                    open.toggle()
                    if open { openings += 1 }
                    return open
                }
                print("toggled, open is", result)
            }
            if open {
                Text("Opened \(openings) times")
                    .transition(.slide)
            }
        }
        .animation(.easeInOut, value: open)
    }
}

:mount Drawer()
:tap "Open"
:tap "Close"

// expect: Drawer: @self, @identity, _open, _openings changed.
// expect: toggled, open is true
// expect: Drawer: _open, _openings changed.
// expect: toggled, open is false
// expect: Drawer: _open changed.
