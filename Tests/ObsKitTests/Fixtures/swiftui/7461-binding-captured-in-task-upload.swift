// Blog post style: a child's `.task` loop that writes progress through its `@Binding`, on a virtual clock
// What SwiftUI does: the task starts when the view appears and runs until it waits (rules §11.3, §10.1). Each second it
// writes through the binding it captured into the parent's `@State`; each wake is a turn of its own, and the parent,
// which read the value, runs once per write (rules §3.4, §3.5, §15.15). The child never read `percent` in its body,
// so it does not run (rules §9.3). At 100 the loop ends and the parent swaps the child for "Done"; nothing more runs.
// Sources: rules §3.4, §3.5, §9.3, §10.1, §11.3, §15.15; https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI

struct UploadProgress: View {
    @Binding var percent: Int

    var body: some View {
        Text("Uploading…")
            .task {
                while percent < 100 {
                    try? await Task.sleep(for: .seconds(1))
                    percent += 25
                    print("task wrote \(percent)")
                }
            }
    }
}

struct UploadScreen: View {
    @State private var percent = 0

    var body: some View {
        let _ = print("UploadScreen body: \(percent)%")
        VStack {
            if percent < 100 {
                UploadProgress(percent: $percent)
            } else {
                Text("Done")
            }
        }
    }
}

:mount UploadScreen()
// expect: UploadScreen body: 0%
:advance 1s
// expect: task wrote 25
// expect: UploadScreen body: 25%
:advance 2s
// expect: task wrote 50
// expect: UploadScreen body: 50%
// expect: task wrote 75
// expect: UploadScreen body: 75%
:advance 1s
// expect: task wrote 100
// expect: UploadScreen body: 100%
:advance 5s
