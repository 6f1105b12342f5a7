// Fatbobman / alfonsoft.dev "NavigationLink(destination:) builds its destination eagerly": the struct is made in the parent's body, its @StateObject and body wait for the push; rules §14.3, §2.6, §4.2, §1.4
import SwiftUI

final class ArticleModel: ObservableObject {
    init() { print("ArticleModel init") }
    deinit { print("ArticleModel deinit") }
}

struct ArticleView: View {
    let title: String
    @StateObject private var model = ArticleModel()

    init(title: String) {
        self.title = title
        print("ArticleView init \(title)")
    }

    var body: some View {
        let _ = print("ArticleView body \(title)")
        Text(title)
    }
}

struct Magazine: View {
    @State private var reads = 0

    var body: some View {
        let _ = print("Magazine body: \(reads)")
        NavigationStack {
            VStack {
                Button("Count") { reads += 1 }
                NavigationLink("Open Swift") {
                    ArticleView(title: "Swift")
                }
            }
        }
    }
}

:mount Magazine()
:tap "Count"
:tap "Open Swift"
:back

// expect: Magazine body: 0
// expect: ArticleView init Swift
// expect: Magazine body: 1
// expect: ArticleView init Swift
// expect: ArticleModel init
// expect: ArticleView body Swift
// expect: ArticleModel deinit
