// Apple, task(id:priority:_:) documentation, https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:), and WWDC21 "Discover concurrency in SwiftUI" (session 10019), https://developer.apple.com/videos/play/wwdc2021/10019/ — a detail view keyed on an @Observable store's selection: `.task(id: store.selectedID)` restarts the load when the selection changes and cancels the one in flight
// Apple: "SwiftUI cancels the task and starts a new one when the id value changes" and cancels it "at some point
// after the view disappears"; the session loads data with .task so "the task is cancelled automatically". The
// body reads selectedID (the task's id) and caption, so both re-run it (rules §8.3, §11.3); writing nil over
// nil is no change (rules §8.1).
import SwiftUI

@Observable final class PhotoStore {
    var selectedID = 1
    var caption: String? = nil
}

struct PhotoDetail: View {
    let store: PhotoStore

    var body: some View {
        let _ = print("detail body: photo \(store.selectedID), \(store.caption ?? "loading")")
        Text(store.caption ?? "Loading…")
            .task(id: store.selectedID) {
                let id = store.selectedID
                store.caption = nil
                do {
                    try await Task.sleep(for: .seconds(1))
                    store.caption = "Caption \(id)"
                } catch {
                    print("load of photo \(id) cancelled")
                }
            }
    }
}

struct PhotoBrowser: View {
    @State private var store = PhotoStore()
    @State private var showsDetail = true

    var body: some View {
        VStack {
            Button("Next photo") { store.selectedID += 1 }
            Button("Close") { showsDetail = false }
            if showsDetail {
                PhotoDetail(store: store)
            }
        }
    }
}

:mount PhotoBrowser()
// expect: detail body: photo 1, loading
:advance 1s
// expect: detail body: photo 1, Caption 1
:tap "Next photo"
// expect: detail body: photo 2, Caption 1
// expect: detail body: photo 2, loading
:advance 500ms
:tap "Next photo"
// expect: detail body: photo 3, loading
// expect: load of photo 2 cancelled
:advance 1s
// expect: detail body: photo 3, Caption 3
:tap "Next photo"
// expect: detail body: photo 4, Caption 3
// expect: detail body: photo 4, loading
:advance 200ms
:tap "Close"
// expect: load of photo 4 cancelled
:advance 2s
