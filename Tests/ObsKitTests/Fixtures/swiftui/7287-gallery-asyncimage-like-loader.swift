// Gallery: a home-made `AsyncImage` (a view with a phase enum loaded by `.task(id: name)`), as tutorials write one to
// add caching or custom errors, own code; the parent switches the picture.
// What SwiftUI does: a new `name` from the parent makes the thumbnail's value differ, so its body runs (rules §2.1,
// §2.7), and the task modifier restarts for the new id (rules §11.3). The new task's `phase = .empty` is an equal
// write the first time (no body, rules §3.4) and a change later (one more body). The thumbnail's `name` is a `let` of
// the view value each task closure captured, so the cancelled task still names its own picture. A cancelled load
// throws `CancellationError` and its `catch` runs in that turn (corpus README, assumption 13).
// Order assumed where the rules say it is unknown (rules §11.3): the old task's `catch` before the new task's start.
// Sources: rules §2.1, §2.7, §3.4, §10.1, §11.3; https://developer.apple.com/documentation/swiftui/asyncimage
// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
import SwiftUI

enum ThumbnailPhase: Equatable {
    case empty
    case success(String)
    case failure

    var label: String {
        switch self {
        case .empty: return "empty"
        case .success(let image): return image
        case .failure: return "failure"
        }
    }
}

struct ThumbnailService {
    struct NotFound: Error {}

    func image(named name: String) async throws -> String {
        try await Task.sleep(for: .milliseconds(500))
        guard !name.isEmpty else { throw NotFound() }
        return "image:\(name)"
    }
}

struct RemoteThumbnail: View {
    let name: String
    @State private var phase: ThumbnailPhase = .empty

    var body: some View {
        let _ = print("RemoteThumbnail body: \(name) \(phase.label)")
        ZStack {
            switch phase {
            case .empty:
                ProgressView()
            case .success(let image):
                Text(image)
            case .failure:
                Image(systemName: "photo")
            }
        }
        .task(id: name) {
            phase = .empty
            print("thumbnail: loading \(name)")
            do {
                let image = try await ThumbnailService().image(named: name)
                phase = .success(image)
            } catch is CancellationError {
                print("thumbnail: cancelled \(name)")
            } catch {
                phase = .failure
            }
        }
    }
}

struct GalleryView: View {
    @State private var selected = "sunset"

    var body: some View {
        let _ = print("GalleryView body: \(selected)")
        VStack {
            RemoteThumbnail(name: selected)
            Button("Sunset") { selected = "sunset" }
            Button("Harbor") { selected = "harbor" }
        }
    }
}

:mount GalleryView()
// expect: GalleryView body: sunset
// expect: RemoteThumbnail body: sunset empty
// expect: thumbnail: loading sunset
:advance 500ms
// expect: RemoteThumbnail body: sunset image:sunset
:tap "Harbor"
// expect: GalleryView body: harbor
// expect: RemoteThumbnail body: harbor image:sunset
// expect: thumbnail: loading harbor
// expect: RemoteThumbnail body: harbor empty
:advance 200ms
:tap "Sunset"
// expect: GalleryView body: sunset
// expect: RemoteThumbnail body: sunset empty
// expect: thumbnail: cancelled harbor
// expect: thumbnail: loading sunset
:advance 500ms
// expect: RemoteThumbnail body: sunset image:sunset
