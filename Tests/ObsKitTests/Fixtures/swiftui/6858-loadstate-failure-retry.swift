// Follows Apple's `ContentUnavailableView` page (https://developer.apple.com/documentation/swiftui/contentunavailableview):
// the interface shown when content is unavailable, with a label, a description and `actions` that can offer a way
// out. Own code: a photo feed (@Observable,
// @MainActor model) loaded by `.task`; the first attempt fails, and the unavailable view's "Try again" button loads
// again with `Task { await feed.load() }`.
// - The view reads `feed.phase` in its body, so each change of it runs the body once per turn (rules §8.3, §10.1).
//   `Phase` is Equatable and `load()` writes `.loading` only when the phase differs, so no write is an equal one.
// - `.task` starts after the first body (rules §10.3, §11.3); the Button's Task starts after the action (rules §10.1).
//   The `.task` sits on the ZStack that holds every case, which stays on screen: it runs once. (On the ProgressView
//   of the `.loading` case it would run again each time that case came back, as a new view appearing: rules §1.1,
//   §11.3.)
// - A thrown LocalizedError's `localizedDescription` is its `errorDescription` (Apple `localizederror`; README,
//   Foundation: NSError's `localizedDescription` as Foundation writes it for LocalizedError types).
import SwiftUI
import Observation

struct FeedUnavailable: LocalizedError {
    var errorDescription: String? { "The server is busy." }
}

@Observable
@MainActor
final class PhotoFeed {
    enum Phase: Equatable {
        case loading
        case loaded([String])
        case failed(String)
    }

    var phase = Phase.loading
    @ObservationIgnored private var attempts = 0

    func load() async {
        attempts += 1
        let attempt = attempts
        if phase != .loading {
            phase = .loading
        }
        print("attempt \(attempt)")
        do {
            try await Task.sleep(for: .seconds(1))
            if attempt == 1 {
                throw FeedUnavailable()
            }
            phase = .loaded(["Sunrise", "Harbor", "Market"])
            print("attempt \(attempt) succeeded")
        } catch {
            phase = .failed(error.localizedDescription)
            print("attempt \(attempt) failed: \(error.localizedDescription)")
        }
    }
}

struct FeedView: View {
    @State private var feed = PhotoFeed()

    var body: some View {
        ZStack {
            switch feed.phase {
            case .loading:
                let _ = print("FeedView body, loading")
                ProgressView()
            case .loaded(let photos):
                let _ = print("FeedView body, \(photos.count) photos")
                List(photos, id: \.self) { Text($0) }
            case .failed(let message):
                let _ = print("FeedView body, failed")
                ContentUnavailableView {
                    Label("Feed unavailable", systemImage: "wifi.exclamationmark")
                } description: {
                    Text(message)
                } actions: {
                    Button("Try again") {
                        Task { await feed.load() }
                    }
                }
            }
        }
        .task { await feed.load() }
    }
}

:mount FeedView()
// expect: FeedView body, loading
// expect: attempt 1
:advance 1s
// expect: attempt 1 failed: The server is busy.
// expect: FeedView body, failed
:tap "Try again"
// expect: attempt 2
// expect: FeedView body, loading
:advance 1s
// expect: attempt 2 succeeded
// expect: FeedView body, 3 photos
