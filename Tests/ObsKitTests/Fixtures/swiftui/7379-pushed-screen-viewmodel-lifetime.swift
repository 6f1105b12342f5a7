// One view model per pushed screen: each article screen makes its own @Observable view model in its init with
// `_viewModel = State(initialValue: ArticleViewModel(id: id))`, pushed with `NavigationLink(value:)` and
// `navigationDestination(for: Int.self)`, as in posts on "MVVM and navigation".
// What SwiftUI does: the destination is built only when its value is pushed (rules §14.3), so each push makes one view
// model and one node; the root's body reads nothing that changes, so nothing builds the screens again. A link inside a
// pushed screen pushes onto the same stack (rules §15.12). Each screen's model is its own: liking one runs only that
// screen (rules §8.3). A pop destroys the screen's node and its model deinits (rules §14.3, §1.4).
// Sources: rules §1.4, §3.2, §8.3, §14.3, §15.12;
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
import SwiftUI

@Observable
final class ArticleViewModel {
    let id: Int
    var isLiked = false

    init(id: Int) {
        self.id = id
        print("ArticleViewModel init \(id)")
    }

    deinit { print("ArticleViewModel deinit \(id)") }

    var title: String { "Article \(id)" }
}

struct ArticleScreen: View {
    @State private var viewModel: ArticleViewModel

    init(id: Int) {
        _viewModel = State(initialValue: ArticleViewModel(id: id))
    }

    var body: some View {
        let _ = print("ArticleScreen body: \(viewModel.title), liked \(viewModel.isLiked)")
        VStack {
            Text(viewModel.title)
            Button(viewModel.isLiked ? "Unlike \(viewModel.id)" : "Like \(viewModel.id)") {
                viewModel.isLiked.toggle()
            }
            NavigationLink("Related article", value: viewModel.id + 10)
        }
    }
}

struct ArticlesHome: View {
    var body: some View {
        let _ = print("ArticlesHome body")
        NavigationStack {
            List {
                NavigationLink("First article", value: 1)
                NavigationLink("Second article", value: 2)
            }
            .navigationDestination(for: Int.self) { id in
                ArticleScreen(id: id)
            }
        }
    }
}

:mount ArticlesHome()
// expect: ArticlesHome body
:tap "First article"
// expect: ArticleViewModel init 1
// expect: ArticleScreen body: Article 1, liked false
:tap "Like 1"
// expect: ArticleScreen body: Article 1, liked true
:tap "Related article"
// expect: ArticleViewModel init 11
// expect: ArticleScreen body: Article 11, liked false
:back
// expect: ArticleViewModel deinit 11
:back
// expect: ArticleViewModel deinit 1
:tap "Second article"
// expect: ArticleViewModel init 2
// expect: ArticleScreen body: Article 2, liked false
