// Issue 13 (A), pull to refresh and a first load: a ViewModel (ObservableObject, @MainActor) with an async
// `load()` that fakes a network call with Task.sleep, called from `.task` on appear and from `.refreshable`;
// a ProgressView while the first load runs.
// Expected: the first load starts on appear; `:refresh` starts another (2225); each finishes after 1 s of
// virtual time and publishes new headlines.
import SwiftUI

@MainActor
final class HeadlinesViewModel: ObservableObject {
    @Published private(set) var headlines: [String] = []
    @Published private(set) var isLoading = false
    private var loads = 0

    func load() async {
        loads += 1
        let batch = loads
        isLoading = true
        print("loading batch \(batch)")
        try? await Task.sleep(for: .seconds(1))
        headlines = ["Headline \(batch)a", "Headline \(batch)b"]
        isLoading = false
        print("loaded batch \(batch)")
    }
}

struct HeadlinesView: View {
    @StateObject private var viewModel = HeadlinesViewModel()

    var body: some View {
        NavigationStack {
            Group {
                if viewModel.headlines.isEmpty {
                    ProgressView("Loading…")
                } else {
                    List(viewModel.headlines, id: \.self) { headline in
                        Text(headline)
                    }
                    .refreshable {
                        await viewModel.load()
                    }
                }
            }
            .navigationTitle("News")
        }
        .task {
            await viewModel.load()
        }
    }
}

:mount HeadlinesView()
:advance 1s
:refresh
:advance 1s

// expect: loading batch 1
// expect: loaded batch 1
// expect: loading batch 2
// expect: loaded batch 2
