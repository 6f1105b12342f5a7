// Photo feed: infinite scrolling as tutorials write it, own code: a first page loaded in `.task`, and the last row's
// `onAppear` starting `Task { await model.loadNextPage() }`; the model stops after two pages.
// What SwiftUI does: every row is on screen here (rules §1.5, §15.9, ObsREPL's choice), so when a page arrives its
// rows' bodies run after the list's (rules §1.2, §2.8) and they appear after the update; the new last row's
// `onAppear` starts a task, which starts when the callbacks are done and sets the loading flag before it waits, so
// the list's body runs again in the same turn (rules §10.1, §11.1). The rows already there get equal values and
// don't run (rules §2.7). After the last page the guard returns and nothing more happens.
// Sources: rules §1.2, §1.5, §2.7, §2.8, §8, §10.1, §11.1, §15.9;
// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
import SwiftUI

@MainActor
@Observable
final class PhotoFeedModel {
    var photos: [String] = []
    var isLoadingPage = false
    @ObservationIgnored private var page = 0
    private let lastPage = 2

    func loadNextPage() async {
        guard !isLoadingPage, page < lastPage else { return }
        isLoadingPage = true
        page += 1
        let current = page
        print("loading page \(current)")
        try? await Task.sleep(for: .seconds(1))
        photos += (1...3).map { "Photo \((current - 1) * 3 + $0)" }
        isLoadingPage = false
        print("page \(current) loaded")
    }
}

struct PhotoRow: View {
    let title: String

    var body: some View {
        let _ = print("PhotoRow body: \(title)")
        Text(title)
    }
}

struct PhotoFeedView: View {
    @State private var model = PhotoFeedModel()

    var body: some View {
        let _ = print("PhotoFeedView body: \(model.photos.count) photos, loading \(model.isLoadingPage)")
        List {
            ForEach(model.photos, id: \.self) { photo in
                PhotoRow(title: photo)
                    .onAppear {
                        if photo == model.photos.last {
                            Task { await model.loadNextPage() }
                        }
                    }
            }
            if model.isLoadingPage {
                ProgressView()
            }
        }
        .task {
            await model.loadNextPage()
        }
    }
}

:mount PhotoFeedView()
// expect: PhotoFeedView body: 0 photos, loading false
// expect: loading page 1
// expect: PhotoFeedView body: 0 photos, loading true
:advance 1s
// expect: page 1 loaded
// expect: PhotoFeedView body: 3 photos, loading false
// expect: PhotoRow body: Photo 1
// expect: PhotoRow body: Photo 2
// expect: PhotoRow body: Photo 3
// expect: loading page 2
// expect: PhotoFeedView body: 3 photos, loading true
:advance 1s
// expect: page 2 loaded
// expect: PhotoFeedView body: 6 photos, loading false
// expect: PhotoRow body: Photo 4
// expect: PhotoRow body: Photo 5
// expect: PhotoRow body: Photo 6
:advance 1s
