// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/task/checkcancellation() (a task(id:) loop stops at try Task.checkCancellation() when the id changes)
// What SwiftUI does: task(id:) cancels the running task when the id changes
// (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)). The cancelled try? sleep returns at
// once, and checkCancellation "throws an error if the task was canceled. The error is always an instance of
// CancellationError." The new batch then runs its three steps on the clock.
import SwiftUI

struct Importer: View {
    @State private var batch = 1

    var body: some View {
        VStack {
            Text("Batch \(batch)")
            Button("Next batch") { batch += 1 }
        }
        .task(id: batch) {
            let current = batch
            do {
                for step in 1...3 {
                    try Task.checkCancellation()
                    print("batch \(current) step \(step)")
                    try? await Task.sleep(for: .seconds(1))
                }
                print("batch \(current) done")
            } catch {
                print("batch \(current) stopped: \(type(of: error))")
            }
        }
    }
}

:mount Importer()
// expect: batch 1 step 1
:advance 1s
// expect: batch 1 step 2
:tap "Next batch"
// expect: batch 1 stopped: CancellationError
// expect: batch 2 step 1
:advance 3s
// expect: batch 2 step 2
// expect: batch 2 step 3
// expect: batch 2 done
