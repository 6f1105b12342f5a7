// Navigation in apps: the old "pop to root by changing the stack's .id" trick, with a Reset button kept outside the stack.
// A new `.id` resets the whole subtree: the pushed article's node dies and its @StateObject goes first, then the list's node
// starts over from its initial @State (rules §1.3, §1.4). Disappear (the old top, the only one on screen) comes before
// appear (the new list) (rules §11.1, §14.3).
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

final class ArticleLoader: ObservableObject {
    @Published var paragraphs = 0
    init() { print("ArticleLoader init") }
    deinit { print("ArticleLoader deinit") }
}

struct ArticleView: View {
    let title: String
    @StateObject private var loader = ArticleLoader()

    var body: some View {
        let _ = print("ArticleView body \(title)")
        Text(title)
            .onAppear { print("article appear") }
            .onDisappear { print("article disappear") }
    }
}

struct ArticleList: View {
    @State private var unreadOnly = false

    var body: some View {
        let _ = print("ArticleList body, unread only \(unreadOnly)")
        List {
            Button("Only unread") { unreadOnly.toggle() }
            NavigationLink("Swift 6.2", value: "Swift 6.2")
        }
        .navigationDestination(for: String.self) { title in
            ArticleView(title: title)
        }
        .onAppear { print("list appear") }
        .onDisappear { print("list disappear") }
    }
}

struct ReaderApp: View {
    @State private var stackID = 0

    var body: some View {
        VStack {
            NavigationStack {
                ArticleList()
            }
            .id(stackID)
            Button("Reset navigation") { stackID += 1 }
        }
    }
}

:mount ReaderApp()
// expect: ArticleList body, unread only false
// expect: list appear
:tap "Only unread"
// expect: ArticleList body, unread only true
:tap "Swift 6.2"
// expect: ArticleLoader init
// expect: ArticleView body Swift 6.2
// expect: article appear
// expect: list disappear
:tap "Reset navigation"
// expect: ArticleLoader deinit
// expect: ArticleList body, unread only false
// expect: list appear
// expect: article disappear
