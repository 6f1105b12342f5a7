// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (a @MainActor ObservableObject with a loading enum; the first fetch throws, a Retry button starts a Task that succeeds)
// What SwiftUI does: each @Published write announces the change and the view owning the @StateObject updates
// (https://developer.apple.com/documentation/combine/published). The Retry button's Task runs after its action
// (https://developer.apple.com/documentation/swift/task: "Runs the given ... operation asynchronously").
import SwiftUI

struct NetworkError: Error {}

@MainActor
final class QuoteModel: ObservableObject {
    enum State {
        case idle
        case loading
        case loaded(String)
        case failed
    }

    @Published private(set) var state: State = .idle
    private var attempt = 0

    func fetch() async {
        state = .loading
        do {
            let quote = try await fetchQuote()
            state = .loaded(quote)
        } catch {
            print("fetch failed: \(type(of: error))")
            state = .failed
        }
    }

    private func fetchQuote() async throws -> String {
        attempt += 1
        try await Task.sleep(for: .seconds(1))
        if attempt == 1 { throw NetworkError() }
        return "Stay hungry"
    }
}

struct QuoteView: View {
    @StateObject private var model = QuoteModel()

    var body: some View {
        VStack {
            switch model.state {
            case .idle:
                let _ = print("body: idle")
                Text("Idle")
            case .loading:
                let _ = print("body: loading")
                ProgressView()
            case .loaded(let quote):
                let _ = print("body: \(quote)")
                Text(quote)
            case .failed:
                let _ = print("body: failed")
                Button("Retry") {
                    Task { await model.fetch() }
                }
            }
        }
        .task { await model.fetch() }
    }
}

:mount QuoteView()
// expect: body: idle
// expect: body: loading
:advance 1s
// expect: fetch failed: NetworkError
// expect: body: failed
:tap "Retry"
// expect: body: loading
:advance 1s
// expect: body: Stay hungry
