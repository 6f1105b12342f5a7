// rules §11 (.task), DESIGN (turns, virtual clock): a task starts on appear (after the
// appearance callbacks) and runs until it waits; `:advance` moves the clock, the task resumes, and
// its State write re-runs the body.
// note: assumes the body re-run caused by the task's write happens in the same `:advance` turn.
import SwiftUI

struct Loader: View {
    @State private var status = "idle"
    var body: some View {
        let _ = print("body", status)
        Text(status)
            .onAppear { print("appear") }
            .task {
                print("task started")
                do {
                    try await Task.sleep(for: .seconds(1))
                    print("task woke")
                    status = "done"
                } catch {
                    print("task cancelled")
                }
            }
    }
}

:mount Loader()
print("mounted")
:advance 1s
print("advanced")

// expect: body idle
// expect: appear
// expect: task started
// expect: mounted
// expect: task woke
// expect: body done
// expect: advanced
