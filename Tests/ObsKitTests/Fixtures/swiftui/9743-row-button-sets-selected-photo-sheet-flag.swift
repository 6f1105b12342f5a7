// Stack Overflow "sheet shows the old value the first time" style, the bug on purpose: a row button sets the selected photo and the sheet flag; the gallery's body reads neither, so the sheet's content, built from the last body's closure, sees the selection of that update (none); that read makes the gallery depend on the selection, so the next new selection runs the gallery and the sheet shows it (rules §3.5 "The stale sheet", §8.7)
import SwiftUI

struct PhotoSheet: View {
    let title: String

    var body: some View {
        let _ = print("PhotoSheet body: \(title)")
        Text(title)
    }
}

struct GalleryView: View {
    @State private var selected: String?
    @State private var showsSheet = false
    let photos = ["Sunset", "Lake", "Forest"]

    var body: some View {
        let _ = print("GalleryView body")
        List(photos, id: \.self) { photo in
            Button(photo) {
                selected = photo
                showsSheet = true
            }
        }
        .sheet(isPresented: $showsSheet) {
            PhotoSheet(title: selected ?? "none")
        }
    }
}

:mount GalleryView()
// expect: GalleryView body
:tap "Sunset"
// expect: PhotoSheet body: none
:dismiss
:tap "Lake"
// expect: GalleryView body
// expect: PhotoSheet body: Lake
:dismiss
:tap "Lake"
// expect: PhotoSheet body: Lake
