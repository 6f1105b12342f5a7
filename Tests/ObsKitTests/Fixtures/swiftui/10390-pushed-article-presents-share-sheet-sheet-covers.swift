// cookbook style: a pushed article presents a share sheet: the sheet covers the page without making it disappear (only pushes and pops do), the sheet's content appears and disappears with it, and onDismiss, after the content is gone, counts the share (rules §11.1, §14.3, §13.1, §15.11)
import SwiftUI

struct ShareSheet: View {
    let item: String

    var body: some View {
        let _ = print("ShareSheet body: \(item)")
        Text("Share \(item)")
            .onAppear { print("ShareSheet appear") }
            .onDisappear { print("ShareSheet disappear") }
    }
}

struct ArticlePage: View {
    let title: String
    @State private var sharing = false
    @State private var shares = 0

    var body: some View {
        let _ = print("ArticlePage body: \(title) shares=\(shares)")
        VStack {
            Text(title)
            Button("Share") { sharing = true }
        }
        .sheet(isPresented: $sharing, onDismiss: { shares += 1 }) {
            ShareSheet(item: title)
        }
        .onAppear { print("ArticlePage appear") }
        .onDisappear { print("ArticlePage disappear") }
    }
}

struct NewsRoot: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Read News", value: "News")
                .navigationDestination(for: String.self) { title in
                    ArticlePage(title: title)
                }
        }
    }
}

:mount NewsRoot()
:tap "Read News"
// expect: ArticlePage body: News shares=0
// expect: ArticlePage appear
:tap "Share"
// expect: ShareSheet body: News
// expect: ShareSheet appear
:dismiss
// expect: ShareSheet disappear
// expect: ArticlePage body: News shares=1
:tap "Share"
// expect: ShareSheet body: News
// expect: ShareSheet appear
:dismiss
// expect: ShareSheet disappear
// expect: ArticlePage body: News shares=2
:back
// expect: ArticlePage disappear
