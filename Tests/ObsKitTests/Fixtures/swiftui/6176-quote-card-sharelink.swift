// A quote card with `ShareLink(item:subject:message:)` for the current quote and a titled
// `ShareLink(_:item:)` for a URL (iOS 16, Apple's ShareLink page), beside a button that moves to the next
// quote.
// Expected: the share links sit in the layout; the "Next quote" button cycles the quotes.
import SwiftUI

struct QuoteCard: View {
    let quotes = ["Stay curious.", "Less, but better.", "Make it work first."]
    @State private var index = 0

    var body: some View {
        VStack(spacing: 20) {
            Text(quotes[index])
                .font(.title2)
            HStack {
                Button("Next quote") {
                    index = (index + 1) % quotes.count
                }
                ShareLink(item: quotes[index],
                          subject: Text("A quote"),
                          message: Text("Thought you'd like this"))
                ShareLink("Share link", item: URL(string: "https://example.com/quotes/\(index)")!)
            }
        }
        .onChange(of: index) {
            print("now:", quotes[index])
        }
    }
}

:mount QuoteCard()
:tap "Next quote"
:tap "Next quote"
:tap "Next quote"

// expect: now: Less, but better.
// expect: now: Make it work first.
// expect: now: Stay curious.
