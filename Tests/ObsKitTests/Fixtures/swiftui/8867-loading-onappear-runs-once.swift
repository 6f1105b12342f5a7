// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (loading in onAppear runs once and goes stale when the input changes; task(id:) runs when the view appears and again whenever the id value changes)
import SwiftUI

struct UserDetail: View {
    let userID: Int
    @State private var loadedByAppear = 0
    @State private var loadedByTask = 0

    var body: some View {
        VStack {
            Text("appear: \(loadedByAppear), task: \(loadedByTask)")
            Button("Loaded") { print("onAppear loaded \(loadedByAppear), task loaded \(loadedByTask)") }
        }
        .onAppear {
            loadedByAppear = userID
        }
        .task(id: userID) {
            print("task loads user \(userID)")
            loadedByTask = userID
        }
    }
}

struct UserBrowser: View {
    @State private var userID = 1

    var body: some View {
        VStack {
            Button("Next user") { userID += 1 }
            UserDetail(userID: userID)
        }
    }
}

:mount UserBrowser()
:tap "Next user"
:tap "Loaded"
// expect: task loads user 1
// expect: task loads user 2
// expect: onAppear loaded 1, task loaded 2
