// async-in-views style: a first load in .task and pull to refresh with .refreshable, both awaiting the same async method of a @MainActor @Observable store (rules §15.10, §8)
import SwiftUI

@MainActor
@Observable
final class HeadlineStore {
    var headlines: [String] = []
    private var version = 0

    func reload() async {
        version += 1
        let v = version
        print("requesting headlines v\(v)")
        try? await Task.sleep(for: .seconds(1))
        headlines = ["Headline \(v)a", "Headline \(v)b"]
        print("headlines v\(v) arrived")
    }
}

struct HeadlinesView: View {
    @State private var store = HeadlineStore()

    var body: some View {
        let _ = print("HeadlinesView body: \(store.headlines.first ?? "empty")")
        NavigationStack {
            List(store.headlines, id: \.self) { Text($0) }
                .refreshable { await store.reload() }
                .task { await store.reload() }
        }
    }
}

:mount HeadlinesView()
// expect: HeadlinesView body: empty
// expect: requesting headlines v1
:advance 1s
// expect: headlines v1 arrived
// expect: HeadlinesView body: Headline 1a
:refresh
// expect: requesting headlines v2
:advance 1s
// expect: headlines v2 arrived
// expect: HeadlinesView body: Headline 2a
