// SwiftUI Lab style: a custom DynamicProperty wrapper that owns a model through an inner @StateObject.
// The nested @StateObject gets a box in the host's node (rules §7.1): its closure runs once, right before the
// host's first body (rules §4.2, §4.3), the box subscribes to the model, and a change re-runs the host (rules §4.4,
// §7.3). A new `title` from the parent re-runs the host's body but makes no new cache.
import SwiftUI

final class ImageCache: ObservableObject {
    @Published var hits = 0

    init() {
        print("ImageCache init")
    }
}

@propertyWrapper
struct CachedImages: DynamicProperty {
    @StateObject private var cache = ImageCache()

    var wrappedValue: ImageCache { cache }
}

struct Gallery: View {
    @CachedImages private var cache
    let title: String

    var body: some View {
        let _ = print("Gallery body: \(title), hits \(cache.hits)")
        Button("Load \(title)") { cache.hits += 1 }
    }
}

struct GalleryHost: View {
    @State private var album = "Beach"

    var body: some View {
        VStack {
            Button("Switch Album") { album = album == "Beach" ? "Hills" : "Beach" }
            Gallery(title: album)
        }
    }
}

:mount GalleryHost()
// expect: ImageCache init
// expect: Gallery body: Beach, hits 0
:tap "Load Beach"
// expect: Gallery body: Beach, hits 1
:tap "Switch Album"
// expect: Gallery body: Hills, hits 1
:tap "Load Hills"
// expect: Gallery body: Hills, hits 2
:tap "Switch Album"
// expect: Gallery body: Beach, hits 2
