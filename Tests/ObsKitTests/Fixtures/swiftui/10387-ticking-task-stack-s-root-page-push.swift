// cookbook style: a ticking .task on the stack's root page: a push covers the root, which disappears, so its task is cancelled; the pop brings it back and starts a new task (rules §11.3, §14.3, §11.1, §10.1)
import SwiftUI

struct DetailsPage: View {
    var body: some View {
        let _ = print("DetailsPage body")
        Text("Details")
    }
}

struct ClockRoot: View {
    @State private var ticks = 0

    var body: some View {
        let _ = print("ClockRoot body: \(ticks)")
        NavigationStack {
            VStack {
                Text("Ticks \(ticks)")
                NavigationLink("Details", value: 0)
            }
            .task {
                print("ticker started")
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    if Task.isCancelled { break }
                    ticks += 1
                }
                print("ticker stopped")
            }
            .navigationDestination(for: Int.self) { _ in
                DetailsPage()
            }
        }
    }
}

:mount ClockRoot()
// expect: ClockRoot body: 0
// expect: ticker started
:advance 2s
// expect: ClockRoot body: 1
// expect: ClockRoot body: 2
:tap "Details"
// expect: DetailsPage body
// expect: ticker stopped
:advance 2s
:back
// expect: ticker started
:advance 1s
// expect: ClockRoot body: 3
