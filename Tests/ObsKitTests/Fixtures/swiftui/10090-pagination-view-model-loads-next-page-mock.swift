// architecture style: pagination: a view model loads the next page from a mock async service when the last row appears (each row's onAppear starts a Task); the first page comes from `.task`; pages arrive on the virtual clock (rules §11.1, §11.3, §10.1, §1.5)
import SwiftUI

struct FeedItem: Identifiable {
    let id: Int
}

protocol FeedService {
    func page(_ number: Int) async -> [FeedItem]
}

struct MockFeedService: FeedService {
    func page(_ number: Int) async -> [FeedItem] {
        try? await Task.sleep(for: .seconds(1))
        return (0..<3).map { FeedItem(id: number * 3 + $0) }
    }
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var items: [FeedItem] = []
    @Published private(set) var isLoading = false
    private var nextPage = 0
    private let service: FeedService

    init(service: FeedService) { self.service = service }

    func loadMoreIfNeeded(current item: FeedItem?) async {
        if let item, item.id != items.last?.id { return }
        guard !isLoading, nextPage < 2 else { return }
        isLoading = true
        print("loading page \(nextPage)")
        let newItems = await service.page(nextPage)
        nextPage += 1
        items += newItems
        isLoading = false
        print("loaded page, total \(items.count)")
    }
}

struct FeedScreen: View {
    @StateObject private var viewModel = FeedViewModel(service: MockFeedService())

    var body: some View {
        let _ = print("FeedScreen body: \(viewModel.items.count) loading=\(viewModel.isLoading)")
        List {
            ForEach(viewModel.items) { item in
                Text("Post \(item.id)")
                    .onAppear {
                        Task { await viewModel.loadMoreIfNeeded(current: item) }
                    }
            }
        }
        .task { await viewModel.loadMoreIfNeeded(current: nil) }
    }
}

:mount FeedScreen()
// expect: FeedScreen body: 0 loading=false
// expect: loading page 0
// expect: FeedScreen body: 0 loading=true
:advance 1s
// expect: loaded page, total 3
// expect: FeedScreen body: 3 loading=false
// expect: loading page 1
// expect: FeedScreen body: 3 loading=true
:advance 1s
// expect: loaded page, total 6
// expect: FeedScreen body: 6 loading=false
:advance 1s
