// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (task adds an asynchronous task to perform before the view appears, with a lifetime that matches the view's: updating the parent doesn't start it again, removing and inserting the view again does)
import SwiftUI

struct SyncStatus: View {
    let pending: Int

    var body: some View {
        Text("Pending: \(pending)")
            .task { print("syncing") }
    }
}

struct SyncScreen: View {
    @State private var online = true
    @State private var pending = 0

    var body: some View {
        VStack {
            if online {
                SyncStatus(pending: pending)
            }
            Button("Queue change") {
                pending += 1
                print("pending \(pending)")
            }
            Button("Network") { online.toggle() }
        }
    }
}

:mount SyncScreen()
:tap "Queue change"
:tap "Network"
:tap "Network"
:tap "Queue change"
// expect: syncing
// expect: pending 1
// expect: syncing
// expect: pending 2
