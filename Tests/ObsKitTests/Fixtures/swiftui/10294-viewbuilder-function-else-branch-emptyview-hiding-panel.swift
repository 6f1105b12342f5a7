// identity-and-lifetime style: a @ViewBuilder function with an else branch of EmptyView: hiding the panel destroys its node, so its @StateObject deinits (then its onDisappear runs), and showing it again makes a new model from scratch (rules §1.1, §1.4, §4.2, §11.1)
import SwiftUI

final class DetailLoader: ObservableObject {
    @Published var pages = 0

    init() { print("DetailLoader init") }
    deinit { print("DetailLoader deinit") }
}

struct DetailPanel: View {
    @StateObject private var loader = DetailLoader()

    var body: some View {
        let _ = print("DetailPanel body: \(loader.pages) pages")
        Button("Load page") { loader.pages += 1 }
            .onDisappear { print("DetailPanel disappeared") }
    }
}

struct ArticleScreen: View {
    @State private var showDetail = false

    @ViewBuilder
    func detail() -> some View {
        if showDetail {
            DetailPanel()
        } else {
            EmptyView()
        }
    }

    var body: some View {
        let _ = print("ArticleScreen body: \(showDetail)")
        VStack {
            Button(showDetail ? "Hide details" : "Show details") { showDetail.toggle() }
            detail()
        }
    }
}

:mount ArticleScreen()
// expect: ArticleScreen body: false
:tap "Show details"
// expect: ArticleScreen body: true
// expect: DetailLoader init
// expect: DetailPanel body: 0 pages
:tap "Load page"
// expect: DetailPanel body: 1 pages
:tap "Hide details"
// expect: ArticleScreen body: false
// expect: DetailLoader deinit
// expect: DetailPanel disappeared
:tap "Show details"
// expect: ArticleScreen body: true
// expect: DetailLoader init
// expect: DetailPanel body: 0 pages
