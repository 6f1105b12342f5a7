// SwiftUI from Apple's documentation: a .task that awaits, then sets @State, drives onChange when it resumes
// Apple, task(priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)): "Adds an
// asynchronous task to perform before this view appears." Nothing is set until the 1 s sleep ends, so onChange
// ("fires an action when a specific value changes") runs only after the clock passes 1 s.
import SwiftUI

struct StatusView: View {
    @State private var status = "Loading"
    var body: some View {
        Text(status)
            .task {
                print("task started")
                try? await Task.sleep(for: .seconds(1))
                status = "Ready"
            }
            .onChange(of: status) { oldValue, newValue in
                print("status \(oldValue) -> \(newValue)")
            }
    }
}

:mount StatusView()
:advance 500ms
print("half a second in")
:advance 500ms
// expect: task started
// expect: half a second in
// expect: status Loading -> Ready
