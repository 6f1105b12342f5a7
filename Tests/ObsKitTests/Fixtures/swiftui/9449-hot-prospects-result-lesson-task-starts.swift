// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/understanding-swifts-result-type (Hot Prospects' Result lesson: a `.task` starts an inner Task that returns a string or throws, awaits its `.result`, and switches over success and failure; a cancelled inner task ends in failure)
// `Task.result` is a Result<Success, Error> that holds the value or the thrown error (Apple: Task.result). The
// tutorial's inner task downloads readings; here it sleeps one second and makes them, so the run is repeatable.
// `.task` starts when the view appears (Apple: View.task(priority:_:)); the outer function waits, then sets
// `output`, which the body reads, so the body runs again. Cancelling the inner task makes `Task.sleep` throw
// CancellationError, so the second fetch ends in `.failure`.
// - Mount: the body with empty output; after one second, the readings.
// - "Fetch and cancel": the inner task is cancelled at once; the failure is a CancellationError.
import SwiftUI
import Foundation

struct ReadingsView: View {
    @State private var output = "Loading..."

    var body: some View {
        let _ = print("body: \(output)")
        VStack {
            Text(output)
            Button("Fetch and cancel") {
                Task {
                    await fetchReadings(cancelling: true)
                }
            }
        }
        .task {
            await fetchReadings(cancelling: false)
        }
    }

    func fetchReadings(cancelling: Bool) async {
        let fetchTask = Task {
            try await Task.sleep(for: .seconds(1))
            let readings = [1.5, 2.25, 3.0]
            return "Found \(readings.count) readings, total \(readings.reduce(0, +))"
        }

        if cancelling {
            fetchTask.cancel()
        }

        let result = await fetchTask.result

        switch result {
        case .success(let str):
            output = str
        case .failure(let error):
            output = "Failed: cancelled \(error is CancellationError)"
        }
    }
}

:mount ReadingsView()
// expect: body: Loading...
:advance 1s
// expect: body: Found 3 readings, total 6.75
:tap "Fetch and cancel"
// expect: body: Failed: cancelled true
