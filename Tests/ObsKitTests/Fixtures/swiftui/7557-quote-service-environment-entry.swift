// SwiftLee-style "dependency injection with the environment": a protocol-typed service declared with `@Entry`, a
// mock injected from outside the screen, and the live default when nothing is injected
// What SwiftUI does: `@Entry` declares an environment key and its default (rules §15.14). `.environment(\.quoteService,
// MockQuoteService())` above the screen replaces the default for everything below it, so the screen's `.task` hands
// the mock to its view model; mounted without it, the screen reads the default, the live service. The first body
// lists both dynamic properties in declaration order (rules §12.1, §12.2). The view model starts in `.loading` and
// writes its state once, after the await, so whether or not the call suspends, the next body sees `.loaded`; that
// write re-runs the body as `@dependencies` (rules §8.3). A mount with modifiers is shown under a root named `Mount`
// (ObsREPL's README).
// Sources: rules §8.3, §11.3, §12.1, §12.2, §14.2, §15.14; Apple `Entry()`, `EnvironmentValues`
// https://developer.apple.com/documentation/swiftui/entry() https://developer.apple.com/documentation/swiftui/environmentvalues
import SwiftUI

struct Quote: Sendable {
    let text: String
    let author: String
}

protocol QuoteService: Sendable {
    func quoteOfTheDay() async throws -> Quote
}

struct LiveQuoteService: QuoteService {
    func quoteOfTheDay() async throws -> Quote {
        print("LiveQuoteService: would call the API")
        return Quote(text: "Live quote", author: "Server")
    }
}

struct MockQuoteService: QuoteService {
    func quoteOfTheDay() async throws -> Quote {
        print("MockQuoteService: canned quote")
        return Quote(text: "Simplicity is prerequisite for reliability.", author: "Edsger W. Dijkstra")
    }
}

extension EnvironmentValues {
    @Entry var quoteService: any QuoteService = LiveQuoteService()
}

@MainActor
@Observable
final class QuoteViewModel {
    enum LoadState {
        case loading
        case loaded(Quote)
        case failed
    }

    var state: LoadState = .loading

    init() {
        print("QuoteViewModel init")
    }

    var headline: String {
        switch state {
        case .loading: "loading"
        case .loaded(let quote): "\(quote.author): \(quote.text)"
        case .failed: "failed"
        }
    }

    func load(using service: any QuoteService) async {
        do {
            let quote = try await service.quoteOfTheDay()
            state = .loaded(quote)
        } catch {
            state = .failed
        }
    }
}

struct QuoteScreen: View {
    @Environment(\.quoteService) private var quoteService
    @State private var viewModel = QuoteViewModel()

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("QuoteScreen shows \(viewModel.headline)")
        VStack {
            switch viewModel.state {
            case .loading:
                ProgressView()
            case .loaded(let quote):
                Text(quote.text)
                Text(quote.author)
            case .failed:
                Text("No quote today")
            }
        }
        .task {
            await viewModel.load(using: quoteService)
        }
    }
}

:mount QuoteScreen().environment(\.quoteService, MockQuoteService())
// expect: QuoteViewModel init
// expect: QuoteScreen: @self, @identity, _quoteService, _viewModel changed.
// expect: QuoteScreen shows loading
// expect: MockQuoteService: canned quote
// expect: QuoteScreen: @dependencies changed.
// expect: QuoteScreen shows Edsger W. Dijkstra: Simplicity is prerequisite for reliability.
:mount QuoteScreen()
// expect: QuoteViewModel init
// expect: QuoteScreen: @self, @identity, _quoteService, _viewModel changed.
// expect: QuoteScreen shows loading
// expect: LiveQuoteService: would call the API
// expect: QuoteScreen: @dependencies changed.
// expect: QuoteScreen shows Server: Live quote
