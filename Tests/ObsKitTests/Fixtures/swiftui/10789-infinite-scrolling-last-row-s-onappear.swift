// Tutorial style (infinite scrolling): the last row's onAppear starts a Task that loads the next page; each page's rows appear after the body that adds them, until the feed has no more pages (rules §11.1, §6.3, §10.1, §1.5, §15.9)
import SwiftUI

@MainActor
final class PhotoFeed: ObservableObject {
    @Published private(set) var photos: [String] = []
    @Published private(set) var isLoadingPage = false
    private var nextPage = 1
    private let lastPage = 3

    var canLoadMore: Bool { nextPage <= lastPage }

    func loadNextPage() async {
        guard !isLoadingPage, canLoadMore else { return }
        isLoadingPage = true
        let page = nextPage
        print("requesting page \(page)")
        try? await Task.sleep(for: .milliseconds(500))
        photos += (1...2).map { "photo \(page)-\($0)" }
        nextPage += 1
        isLoadingPage = false
        print("page \(page) arrived, \(photos.count) photos")
    }
}

struct PhotoFeedView: View {
    @StateObject private var feed = PhotoFeed()

    var body: some View {
        List {
            ForEach(feed.photos, id: \.self) { photo in
                Text(photo)
                    .onAppear {
                        if photo == feed.photos.last {
                            print("last row \(photo) appeared")
                            Task { await feed.loadNextPage() }
                        }
                    }
            }
            if feed.isLoadingPage {
                ProgressView()
            }
        }
        .task { await feed.loadNextPage() }
    }
}

:mount PhotoFeedView()
// expect: requesting page 1
:advance 500ms
// expect: page 1 arrived, 2 photos
// expect: last row photo 1-2 appeared
// expect: requesting page 2
:advance 500ms
// expect: page 2 arrived, 4 photos
// expect: last row photo 2-2 appeared
// expect: requesting page 3
:advance 500ms
// expect: page 3 arrived, 6 photos
// expect: last row photo 3-2 appeared
:advance 1s
