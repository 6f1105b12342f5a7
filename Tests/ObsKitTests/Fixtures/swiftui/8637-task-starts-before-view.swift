// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (the task starts before the view appears and runs on across suspension; its later state write updates the view and onChange sees the old and new values)
import SwiftUI

struct StatusView: View {
    @State private var status = "Loading"

    var body: some View {
        Text(status)
            .task {
                print("task began with status \(status)")
                try? await Task.sleep(for: .seconds(2))
                status = "Ready"
                print("task set status")
            }
            .onChange(of: status) { oldValue, newValue in
                print("status: \(oldValue) -> \(newValue)")
            }
    }
}

:mount StatusView()
print("mounted")
:advance 1s
print("one second in")
:advance 1s
// expect: task began with status Loading
// expect: mounted
// expect: one second in
// expect: task set status
// expect: status: Loading -> Ready
