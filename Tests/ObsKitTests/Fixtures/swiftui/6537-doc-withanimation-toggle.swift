// Apple docs `withAnimation(_:_:)` style ("Show details"): the closure runs at once and its result is returned; its writes are ordinary state changes, one body run after the action; the inserted view appears.
// Apple `withanimation(_:_:)`: "Returns the result of recomputing the view's body with the provided animation"; the
// body closure runs synchronously, and the state changes inside it are committed like any other (rules §15.15):
// the body runs once, after the whole action (rules §10.1), and the inserted Text's onAppear runs after that update
// (rules §10.3, §11.1). Only observable effects are checked, not the animation. The removal's onDisappear is not
// printed: when it fires during an animated removal transition is not documented.
import SwiftUI

struct DetailsToggle: View {
    @State private var showDetails = false
    @State private var opens = 0

    var body: some View {
        let _ = print("DetailsToggle body, showing \(showDetails)")
        VStack {
            Button("Show details") {
                let count = withAnimation(.easeInOut(duration: 1)) {
                    showDetails.toggle()
                    if showDetails { opens += 1 }
                    print("inside withAnimation, showDetails \(showDetails)")
                    return opens
                }
                print("withAnimation returned \(count)")
            }
            if showDetails {
                Text("Distance: 5 km")
                    .transition(.slide)
                    .onAppear { print("details appeared") }
            }
        }
    }
}

:mount DetailsToggle()
// expect: DetailsToggle body, showing false
:tap "Show details"
// expect: inside withAnimation, showDetails true
// expect: withAnimation returned 1
// expect: DetailsToggle body, showing true
// expect: details appeared
:tap "Show details"
// expect: inside withAnimation, showDetails false
// expect: withAnimation returned 1
// expect: DetailsToggle body, showing false
:tap "Show details"
// expect: inside withAnimation, showDetails true
// expect: withAnimation returned 2
// expect: DetailsToggle body, showing true
// expect: details appeared
