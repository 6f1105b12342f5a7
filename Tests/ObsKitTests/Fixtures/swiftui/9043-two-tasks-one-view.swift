// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (two task modifiers on one view each start; removing the view cancels the one still running)
// What SwiftUI does: each task(priority:_:) modifier adds its own task with the view's lifetime. The short one
// finishes on its own; the long one is cancelled when SwiftUI removes the view, and its sleep throws.
import SwiftUI

struct StatusPanel: View {
    var body: some View {
        Text("Status")
            .task {
                do {
                    try await Task.sleep(for: .seconds(1))
                    print("clock task done")
                } catch {
                    print("clock task cancelled")
                }
            }
            .task {
                do {
                    try await Task.sleep(for: .seconds(3))
                    print("feed task done")
                } catch {
                    print("feed task cancelled")
                }
            }
    }
}

struct StatusScreen: View {
    @State private var showPanel = true

    var body: some View {
        VStack {
            Button("Close panel") { showPanel = false }
            if showPanel {
                StatusPanel()
            }
        }
    }
}

:mount StatusScreen()
:advance 2s
// expect: clock task done
:tap "Close panel"
// expect: feed task cancelled
:advance 2s
