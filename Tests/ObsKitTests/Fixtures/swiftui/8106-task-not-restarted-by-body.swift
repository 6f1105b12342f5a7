// SwiftUI from Apple's documentation: a .task runs once per appearance, not each time the view's body runs again
// Apple, task(priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)): "Adds an asynchronous task to
// perform before this view appears"; its lifetime "matches that of the modified view". Changing state re-runs the body but keeps
// the view (and its task) alive.
import SwiftUI

struct Clock: View {
    @State private var ticks = 0
    var body: some View {
        let _ = print("Clock body: \(ticks)")
        Button("Tick") { ticks += 1 }
            .task { print("clock task started") }
    }
}

:mount Clock()
// expect: Clock body: 0
// expect: clock task started
:tap "Tick"
// expect: Clock body: 1
:tap "Tick"
// expect: Clock body: 2
