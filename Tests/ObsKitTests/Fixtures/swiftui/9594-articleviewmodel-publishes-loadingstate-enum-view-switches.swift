// SwiftUI from Swift by Sundell: https://www.swiftbysundell.com/articles/handling-loading-states-in-swiftui/ (an ArticleViewModel publishes a LoadingState enum; the view switches on it and re-renders for idle, loading and loaded, starting the load in onAppear)
// John Sundell models loading with `enum LoadingState<Value> { case idle, loading, failed(Error),
// loaded(Value) }`, published by an ObservableObject view model as `@Published private(set) var state`;
// the view switches over the state, and `.onAppear(perform: viewModel.load)` starts the work. He claims:
// - The view always renders the current state: first idle (the load starts when it appears), then
//   loading, then the loaded article, each change re-rendering the view.
// - load() can be called again (a retry): it goes through loading again.
// Adapted: the network call is a Task that sleeps 1 s on ObsREPL's clock.
import SwiftUI
import Combine

struct Article {
    var title: String
}

enum LoadingState<Value> {
    case idle
    case loading
    case failed(Error)
    case loaded(Value)
}

@MainActor
class ArticleViewModel: ObservableObject {
    @Published private(set) var state = LoadingState<Article>.idle
    private var loads = 0

    func load() {
        state = .loading
        loads += 1
        let number = loads
        Task {
            try? await Task.sleep(for: .seconds(1))
            state = .loaded(Article(title: "Article, load \(number)"))
        }
    }
}

struct ArticleView: View {
    @StateObject var viewModel = ArticleViewModel()

    var body: some View {
        switch viewModel.state {
        case .idle:
            let _ = print("render: idle")
            Color.clear.onAppear(perform: viewModel.load)
        case .loading:
            let _ = print("render: loading")
            ProgressView()
        case .failed(let error):
            let _ = print("render: failed")
            Text(error.localizedDescription)
        case .loaded(let article):
            let _ = print("render: \(article.title)")
            VStack {
                Text(article.title)
                Button("Reload", action: viewModel.load)
            }
        }
    }
}

:mount ArticleView()
// expect: render: idle
// expect: render: loading
:advance 1s
// expect: render: Article, load 1
:tap "Reload"
// expect: render: loading
:advance 1s
// expect: render: Article, load 2
