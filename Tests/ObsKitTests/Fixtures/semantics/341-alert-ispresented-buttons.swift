// rules §13, §8: alert(isPresented:) actions are built during the parent body, even while the
// alert is hidden; tapping an alert button runs its action and sets isPresented back to false.
import SwiftUI

struct Root: View {
    @State private var show = false
    var body: some View {
        let _ = print("Root body")
        VStack {
            Button("Ask") { show = true }
            Button("Check") { print("show is", show) }
        }
        .alert("Sure?", isPresented: $show) {
            let _ = print("alert actions built")
            Button("Yes") { print("yes tapped") }
            Button("No", role: .cancel) { print("no tapped") }
        }
    }
}

:mount Root()
:tap "Ask"
:tap "Yes"
:tap "Check"
:tap "Ask"
:tap "No"

// expect: Root body
// expect: alert actions built
// expect: yes tapped
// expect: show is false
// expect: no tapped
