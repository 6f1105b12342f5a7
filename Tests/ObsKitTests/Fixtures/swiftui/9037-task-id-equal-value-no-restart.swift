// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (an equal id does not restart the task, only a changed one does)
// What SwiftUI does: "To detect a change, the modifier tests whether a new value for the id parameter equals the
// previous value." A body run with an equal id leaves the task alone; a different id starts it again.
import SwiftUI

struct FilterView: View {
    @State private var filter = "all"
    @State private var taps = 0

    var body: some View {
        let _ = print("body: filter \(filter), taps \(taps)")
        VStack {
            Button("Choose all") {
                filter = "all"
                taps += 1
            }
            Button("Choose unread") {
                filter = "unread"
                taps += 1
            }
        }
        .task(id: filter) {
            print("task for \(filter)")
        }
    }
}

:mount FilterView()
// expect: body: filter all, taps 0
// expect: task for all
:tap "Choose all"
// expect: body: filter all, taps 1
:tap "Choose unread"
// expect: body: filter unread, taps 2
// expect: task for unread
:tap "Choose unread"
// expect: body: filter unread, taps 3
