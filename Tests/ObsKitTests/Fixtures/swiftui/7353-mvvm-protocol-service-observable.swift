// MVVM as blog posts draw it: a screen owns its @Observable view model in @State, and the view model talks to a
// protocol-typed service (`any QuoteProviding`) handed to its init, so a test or a preview can pass another one.
// What SwiftUI does: `:mount` builds the screen once, so the model's init runs once (rules §3.1, §3.2). The screen's
// body reads `currentQuote` (a computed property that reads `index`), so "Next quote" re-runs the screen, and the card
// gets a new string and runs too (rules §8.3, §2.7). The favourite button is a child holding the same model: it alone
// read `isFavorite`, so toggling it runs only that child (rules §8.3, §8.4); the screen's later renders hand it the same
// reference, equal, so it does not run for "Next quote" (rules §2.3). Unmounting releases the state, and the model
// deinits (rules §1.4).
// Sources: rules §1.4, §2.3, §2.7, §3.1, §3.2, §8.3, §8.4;
// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

protocol QuoteProviding {
    var count: Int { get }
    func quote(at index: Int) -> String
}

struct BundledQuotes: QuoteProviding {
    let quotes = ["Stay curious", "Ship it", "Less is more"]
    var count: Int { quotes.count }
    func quote(at index: Int) -> String { quotes[index % quotes.count] }
}

@Observable
final class QuoteViewModel {
    private let service: any QuoteProviding
    private(set) var index = 0
    var isFavorite = false

    init(service: any QuoteProviding) {
        self.service = service
        print("QuoteViewModel init with \(service.count) quotes")
    }

    deinit { print("QuoteViewModel deinit") }

    var currentQuote: String { service.quote(at: index) }

    func next() {
        index += 1
        print("next -> \(index)")
    }
}

struct QuoteCard: View {
    let text: String

    var body: some View {
        let _ = print("QuoteCard body: \(text)")
        Text(text)
            .font(.title)
    }
}

struct FavoriteButton: View {
    let viewModel: QuoteViewModel

    var body: some View {
        let _ = print("FavoriteButton body: \(viewModel.isFavorite)")
        Button(viewModel.isFavorite ? "Unfavorite" : "Favorite") {
            viewModel.isFavorite.toggle()
        }
    }
}

struct QuoteScreen: View {
    @State private var viewModel = QuoteViewModel(service: BundledQuotes())

    var body: some View {
        let _ = print("QuoteScreen body")
        VStack(spacing: 12) {
            QuoteCard(text: viewModel.currentQuote)
            FavoriteButton(viewModel: viewModel)
            Button("Next quote") { viewModel.next() }
        }
        .padding()
    }
}

:mount QuoteScreen()
// expect: QuoteViewModel init with 3 quotes
// expect: QuoteScreen body
// expect: QuoteCard body: Stay curious
// expect: FavoriteButton body: false
:tap "Next quote"
// expect: next -> 1
// expect: QuoteScreen body
// expect: QuoteCard body: Ship it
:tap "Favorite"
// expect: FavoriteButton body: true
:tap "Next quote"
// expect: next -> 2
// expect: QuoteScreen body
// expect: QuoteCard body: Less is more
:tap "Next quote"
// expect: next -> 3
// expect: QuoteScreen body
// expect: QuoteCard body: Stay curious
:tap "Unfavorite"
// expect: FavoriteButton body: false
:unmount
// expect: QuoteViewModel deinit
