// architecture style: a protocol-typed client in a custom EnvironmentKey (live by default, a preview mock on one subtree); each card owns an @Observable view model in @State and loads it from `.task` with the client it finds in the environment; the mock answers at once, the live client after 2 s on the virtual clock (rules §14.2, §11.3, §8.3, §10.1)
import SwiftUI

protocol QuoteClient {
    func quote() async -> String
}

struct LiveQuoteClient: QuoteClient {
    func quote() async -> String {
        try? await Task.sleep(for: .seconds(2))
        return "live quote"
    }
}

struct PreviewQuoteClient: QuoteClient {
    func quote() async -> String { "preview quote" }
}

struct QuoteClientKey: EnvironmentKey {
    static let defaultValue: any QuoteClient = LiveQuoteClient()
}

extension EnvironmentValues {
    var quoteClient: any QuoteClient {
        get { self[QuoteClientKey.self] }
        set { self[QuoteClientKey.self] = newValue }
    }
}

@Observable
final class QuoteViewModel {
    var text = "loading"

    func load(using client: any QuoteClient) async {
        text = await client.quote()
    }
}

struct QuoteCard: View {
    let name: String
    @Environment(\.quoteClient) private var client
    @State private var viewModel = QuoteViewModel()

    var body: some View {
        let _ = print("QuoteCard \(name) body: \(viewModel.text)")
        Text(viewModel.text)
            .task { await viewModel.load(using: client) }
    }
}

struct QuotesScreen: View {
    var body: some View {
        VStack {
            QuoteCard(name: "A")
            QuoteCard(name: "B")
                .environment(\.quoteClient, PreviewQuoteClient())
        }
    }
}

:mount QuotesScreen()
// expect: QuoteCard A body: loading
// expect: QuoteCard B body: loading
// expect: QuoteCard B body: preview quote
:advance 1s
:advance 1s
// expect: QuoteCard A body: live quote
