// Mistake: calls an async method from a Button's synchronous action, without `await` and without wrapping it in a Task.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

@MainActor
final class WeatherStore: ObservableObject {
    @Published var forecast = "Unknown"
    @Published var isLoading = false

    func refresh() async {
        isLoading = true
        try? await Task.sleep(for: .seconds(1))
        forecast = "Sunny, 24°C"
        isLoading = false
    }
}

struct WeatherView: View {
    @StateObject private var store = WeatherStore()

    var body: some View {
        VStack(spacing: 16) {
            Text(store.forecast)
                .font(.title)
            Button("Refresh") {
                store.refresh()
            }
            .disabled(store.isLoading)
        }
        .task {
            await store.refresh()
        }
    }
}

:mount WeatherView()
:advance 1s
:tap "Refresh"
// expect-error: 'async' call in a function that does not support concurrency
