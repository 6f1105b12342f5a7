// "Use .task instead of Task {} in onAppear": .task is cancelled when the view disappears, an unstructured Task started in onAppear keeps running (SEMANTICS §11 ".task: cancelled on disappear"; Apple: task(priority:_:) "SwiftUI will automatically cancel the task at some point after the view disappears"; Task.sleep throws CancellationError)
import SwiftUI

struct LivePrices: View {
    var body: some View {
        Text("Prices")
            .task {
                do {
                    try await Task.sleep(for: .seconds(2))
                    print("task finished")
                } catch {
                    print("task cancelled")
                }
            }
            .onAppear {
                Task {
                    try? await Task.sleep(for: .seconds(2))
                    print("unstructured task finished")
                }
            }
    }
}

struct Portfolio: View {
    @State private var showPrices = true

    var body: some View {
        VStack {
            Button("Hide prices") { showPrices = false }
            if showPrices {
                LivePrices()
            }
        }
    }
}

:mount Portfolio()
:advance 1s
:tap "Hide prices"
:advance 3s

// expect: task cancelled
// expect: unstructured task finished
