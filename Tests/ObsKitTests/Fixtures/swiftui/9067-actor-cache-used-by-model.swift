// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/actor (a @MainActor @Observable model awaits an actor that caches thumbnails; a second request for the same name is a cache hit)
// What SwiftUI does: the actor's dictionary is touched only through its awaited methods (Swift book, "Actors":
// https://docs.swift.org/swift-book/documentation/the-swift-programming-language/concurrency/#Actors). A miss sleeps
// before storing; a hit returns at once, so the view shows the cached value in the tap's own update. The model's
// `shown`, read by the body, updates the view (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app).
import SwiftUI

actor ThumbnailCache {
    private var store: [String: String] = [:]

    func thumbnail(for name: String) async -> String {
        if let cached = store[name] {
            print("cache hit \(name)")
            return cached
        }
        print("cache miss \(name)")
        try? await Task.sleep(for: .seconds(1))
        let image = "<\(name)>"
        store[name] = image
        return image
    }
}

@MainActor
@Observable
final class PhotoModel {
    let cache = ThumbnailCache()
    var shown = "none"

    func show(_ name: String) async {
        shown = await cache.thumbnail(for: name)
    }
}

struct PhotoView: View {
    @State private var model = PhotoModel()

    var body: some View {
        let _ = print("body: \(model.shown)")
        VStack {
            Text(model.shown)
            Button("Show cat") { Task { await model.show("cat") } }
            Button("Show dog") { Task { await model.show("dog") } }
        }
    }
}

:mount PhotoView()
// expect: body: none
:tap "Show cat"
// expect: cache miss cat
:advance 1s
// expect: body: <cat>
:tap "Show dog"
// expect: cache miss dog
:advance 1s
// expect: body: <dog>
:tap "Show cat"
// expect: cache hit cat
// expect: body: <cat>
