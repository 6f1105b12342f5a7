// SwiftUI from Apple's documentation: task(id:priority:_:) — https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (to detect a change the modifier tests whether the new id equals the previous one: setting an equal value does not restart the task)
import SwiftUI

struct FeedView: View {
    @State private var page = 1
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Page \(page), refreshes \(refreshes)")
            Button("Same page") {
                page = 1
                refreshes += 1
            }
            Button("Next page") { page += 1 }
        }
        .task(id: page) {
            print("load page \(page)")
        }
    }
}

:mount FeedView()
:tap "Same page"
:tap "Same page"
:tap "Next page"
// expect: load page 1
// expect: load page 2
