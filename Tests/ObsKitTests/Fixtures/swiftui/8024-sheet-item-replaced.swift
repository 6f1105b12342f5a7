// SwiftUI from Apple's documentation: sheet(item:) replaces the sheet with a new one when the item changes to another identity
// Apple, View.sheet(item:onDismiss:content:) (https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)):
// "item: A binding to an optional source of truth for the sheet. When item is non-nil, the system passes the item's content to the
// modifier's closure. ... If item changes, the system dismisses the sheet and replaces it with a new one using the same process."
// The replacement is a new sheet: its content appears and its @State starts over (zoom 1 again).
import SwiftUI

struct Photo: Identifiable {
    let id: String
}

struct PhotoDetail: View {
    let photo: Photo
    @Binding var selection: Photo?
    @State private var zoom = 1

    var body: some View {
        let _ = print("PhotoDetail \(photo.id) body: zoom \(zoom)")
        VStack {
            Button("Zoom") { zoom += 1 }
            Button("Next photo") { selection = Photo(id: "beach") }
        }
        .onAppear { print("PhotoDetail \(photo.id) appeared") }
    }
}

struct Album: View {
    @State private var selection: Photo?

    var body: some View {
        Button("Open forest") { selection = Photo(id: "forest") }
            .sheet(item: $selection) { photo in
                PhotoDetail(photo: photo, selection: $selection)
            }
    }
}

:mount Album()
:tap "Open forest"
// expect: PhotoDetail forest body: zoom 1
// expect: PhotoDetail forest appeared
:tap "Zoom"
// expect: PhotoDetail forest body: zoom 2
:tap "Next photo"
// expect: PhotoDetail beach body: zoom 1
// expect: PhotoDetail beach appeared
