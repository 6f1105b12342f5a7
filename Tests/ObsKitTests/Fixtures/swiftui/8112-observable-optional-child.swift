// SwiftUI from Apple's documentation: a body reading an optional @Observable property follows both the optional and the object in it
// Apple, Migrating from the Observable Object protocol to the Observable macro
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro):
// Observation adds "Tracking optionals and collections of objects, which isn't possible when using ObservableObject". The body
// reads `selection` and, when set, `selection.title`.
import SwiftUI

@Observable
final class Photo {
    var title: String
    init(title: String) { self.title = title }
}

@Observable
final class Gallery {
    var selection: Photo?
}

struct GalleryView: View {
    @State private var gallery = Gallery()
    var body: some View {
        let _ = print("GalleryView body: \(gallery.selection?.title ?? "nothing selected")")
        VStack {
            Button("Select") { gallery.selection = Photo(title: "Beach") }
            Button("Retitle") { gallery.selection?.title = "Dunes" }
            Button("Clear") { gallery.selection = nil }
        }
    }
}

:mount GalleryView()
// expect: GalleryView body: nothing selected
:tap "Select"
// expect: GalleryView body: Beach
:tap "Retitle"
// expect: GalleryView body: Dunes
:tap "Clear"
// expect: GalleryView body: nothing selected
