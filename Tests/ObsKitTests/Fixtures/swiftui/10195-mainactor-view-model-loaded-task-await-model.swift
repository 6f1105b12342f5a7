// stack-overflow style: a @MainActor view model loaded with `.task { await model.load() }` — the task starts after the first body, sleeps a second on the virtual clock, then sets two @Published properties back to back: one body for both (rules §11.3, §10.1, §4.2)
import SwiftUI

@MainActor
final class QuoteModel: ObservableObject {
    @Published var quote = "..."
    @Published var loads = 0

    func load() async {
        print("loading")
        try? await Task.sleep(for: .seconds(1))
        quote = "Stay curious"
        loads += 1
        print("loaded")
    }
}

struct QuoteView: View {
    @StateObject private var model = QuoteModel()

    var body: some View {
        let _ = print("QuoteView body: \(model.quote) (\(model.loads))")
        Text(model.quote)
            .task { await model.load() }
    }
}

:mount QuoteView()
// expect: QuoteView body: ... (0)
// expect: loading
:advance 1s
// expect: loaded
// expect: QuoteView body: Stay curious (1)
