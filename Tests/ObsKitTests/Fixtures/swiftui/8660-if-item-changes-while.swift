// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) (if item changes while the sheet is up, the system dismisses the sheet and replaces it with a new one for the new item: the old content disappears and the new content appears)
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let title: String
}

struct PhotoDetail: View {
    let photo: Photo

    var body: some View {
        Text(photo.title)
            .onAppear { print("appear \(photo.title)") }
            .onDisappear { print("disappear \(photo.title)") }
    }
}

struct Gallery: View {
    @State private var selected: Photo?

    var body: some View {
        Button("Open Sunset") { selected = Photo(id: 1, title: "Sunset") }
            .sheet(item: $selected) { photo in
                VStack {
                    PhotoDetail(photo: photo)
                    Button("Next Photo") { selected = Photo(id: 2, title: "Harbor") }
                }
            }
    }
}

:mount Gallery()
:tap "Open Sunset"
:tap "Next Photo"
// expect: appear Sunset
// expect: disappear Sunset
// expect: appear Harbor
