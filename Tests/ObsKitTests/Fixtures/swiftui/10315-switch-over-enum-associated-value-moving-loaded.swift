// identity-and-lifetime style: a switch over an enum with an associated value: moving from one .loaded text to another stays in the same case, the same ArticleBody, so its @State survives (@self changed); going through .loading removes it, and the next .loaded makes a new one (@identity) (rules §1.1, §12.1, §12.2)
import SwiftUI

enum Phase {
    case loading
    case loaded(String)
    case failed
}

struct ArticleBody: View {
    let text: String
    @State private var expanded = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(expanded ? text : String(text.prefix(3)))
            Button(expanded ? "Less" : "More") { expanded.toggle() }
        }
    }
}

struct ReaderScreen: View {
    @State private var phase = Phase.loaded("Hello world")

    var body: some View {
        let _ = print("ReaderScreen body")
        VStack {
            switch phase {
            case .loading:
                ProgressView()
            case .loaded(let text):
                ArticleBody(text: text)
            case .failed:
                Text("Failed")
            }
            Button("Swap text") { phase = .loaded("Goodbye world") }
            Button("Reload") { phase = .loading }
            Button("Finish") { phase = .loaded("Fresh text") }
        }
    }
}

:mount ReaderScreen()
// expect: ReaderScreen body
// expect: ArticleBody: @self, @identity, _expanded changed.
:tap "More"
// expect: ArticleBody: _expanded changed.
:tap "Swap text"
// expect: ReaderScreen body
// expect: ArticleBody: @self changed.
:tap "Less"
// expect: ArticleBody: _expanded changed.
:tap "More"
// expect: ArticleBody: _expanded changed.
:tap "Reload"
// expect: ReaderScreen body
:tap "Finish"
// expect: ReaderScreen body
// expect: ArticleBody: @self, @identity, _expanded changed.
:tap "More"
// expect: ArticleBody: _expanded changed.
