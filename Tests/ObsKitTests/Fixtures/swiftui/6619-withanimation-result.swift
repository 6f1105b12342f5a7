// Apple docs `withAnimation(_:_:)` (`-> Result`, the body closure's result): the closure runs at once, its state writes are ordinary writes, and its value is returned.
// withAnimation runs its closure synchronously and returns what it returns; the state writes inside are ordinary
// writes (rules §15.15), so the action's next line already reads the new values. The two writes in one action give one
// body run after the action (rules §10.1). `.animation(_:value:)` and `.transition` change only the looks.
import SwiftUI

struct Expander: View {
    @State private var expanded = false
    @State private var taps = 0

    var body: some View {
        let _ = print("body expanded=\(expanded) taps=\(taps)")
        VStack {
            Button("Toggle") {
                let result = withAnimation(.easeInOut(duration: 0.3)) {
                    expanded.toggle()
                    taps += 1
                    return taps * 10
                }
                print("withAnimation returned \(result), expanded=\(expanded)")
            }
            if expanded {
                Text("Details")
                    .transition(.opacity)
            }
        }
        .animation(.default, value: expanded)
    }
}

:mount Expander()
// expect: body expanded=false taps=0
:tap "Toggle"
// expect: withAnimation returned 10, expanded=true
// expect: body expanded=true taps=1
:tap "Toggle"
// expect: withAnimation returned 20, expanded=false
// expect: body expanded=false taps=2
