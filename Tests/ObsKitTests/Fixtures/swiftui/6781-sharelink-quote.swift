// Follows Apple's `ShareLink` page (https://developer.apple.com/documentation/swiftui/sharelink): "a view that
// controls a sharing presentation", made from an item to share (a String here) with an optional subject and
// message. Own code: a quote composer that shares what the user typed.
// - The ShareLink takes the current text as a value, so the body reads `quote` and runs per keystroke (rules §3.5,
//   §10.1); QuoteCard, built again each time (rules §2.6), runs when its text differs (rules §2.3, §2.7).
// - Sharing itself is the system's sheet, outside the app: the script never taps the ShareLink (no command shares,
//   rules §15.20).
import SwiftUI

struct QuoteComposer: View {
    @State private var quote = ""

    var body: some View {
        let _ = print("QuoteComposer body")
        VStack {
            TextField("Quote", text: $quote)
            QuoteCard(text: quote)
            ShareLink(item: quote, subject: Text("A quote"), message: Text("Thought of you"))
                .disabled(quote.isEmpty)
        }
    }
}

struct QuoteCard: View {
    let text: String

    var body: some View {
        let _ = print("QuoteCard body: \"\(text)\"")
        Text("\u{201C}\(text)\u{201D}")
            .italic()
    }
}

:mount QuoteComposer()
// expect: QuoteComposer body
// expect: QuoteCard body: ""
:type "Be" into "Quote"
// expect: QuoteComposer body
// expect: QuoteCard body: "B"
// expect: QuoteComposer body
// expect: QuoteCard body: "Be"
:clear "Quote"
// expect: QuoteComposer body
// expect: QuoteCard body: ""
