// SwiftUI from Apple's documentation: sheet(item:onDismiss:content:) — https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) (if item changes, the system dismisses the sheet and replaces it with a new one: the new sheet's content starts with fresh @State)
import SwiftUI

struct Photo: Identifiable {
    let id: Int
}

struct PhotoSheet: View {
    let photo: Photo
    @Binding var current: Photo?
    @State private var likes = 0
    var body: some View {
        VStack {
            Button("Like") {
                likes += 1
                print("photo \(photo.id) likes \(likes)")
            }
            Button("Next photo") { current = Photo(id: photo.id + 1) }
        }
    }
}

struct Gallery: View {
    @State private var selected: Photo?
    var body: some View {
        Button("Open photo") { selected = Photo(id: 1) }
            .sheet(item: $selected) { photo in
                PhotoSheet(photo: photo, current: $selected)
            }
    }
}

:mount Gallery()
:tap "Open photo"
:tap "Like"
:tap "Like"
:tap "Next photo"
:tap "Like"
// expect: photo 1 likes 1
// expect: photo 1 likes 2
// expect: photo 2 likes 1
