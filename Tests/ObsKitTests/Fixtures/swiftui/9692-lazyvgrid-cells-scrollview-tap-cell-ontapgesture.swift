// Apple sample style photo grid: LazyVGrid of cells in a ScrollView, tap a cell (onTapGesture) to select it, a toolbar Clear button appears while something is selected; only the cells whose isSelected changed run their bodies
import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let title: String
}

struct PhotoCell: View {
    let photo: Photo
    let isSelected: Bool

    var body: some View {
        let _ = print("PhotoCell body: \(photo.title) selected=\(isSelected)")
        Text(isSelected ? "[\(photo.title)]" : photo.title)
            .frame(width: 100, height: 100)
            .background(isSelected ? Color.blue.opacity(0.3) : Color.gray.opacity(0.2))
    }
}

struct GalleryView: View {
    @State private var selection: Set<Int> = []
    private let photos = (1...4).map { Photo(id: $0, title: "IMG_\($0)") }
    private let columns = [GridItem(.adaptive(minimum: 100))]

    var body: some View {
        let _ = print("GalleryView body: \(selection.count) selected")
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(photos) { photo in
                        PhotoCell(photo: photo, isSelected: selection.contains(photo.id))
                            .onTapGesture { toggle(photo.id) }
                    }
                }
            }
            .navigationTitle("Photos")
            .toolbar {
                if !selection.isEmpty {
                    Button("Clear (\(selection.count))") {
                        selection.removeAll()
                    }
                }
            }
        }
    }

    private func toggle(_ id: Int) {
        if selection.contains(id) {
            selection.remove(id)
        } else {
            selection.insert(id)
        }
        print("selection: \(selection.sorted())")
    }
}

:mount GalleryView()
// expect: GalleryView body: 0 selected
// expect: PhotoCell body: IMG_1 selected=false
// expect: PhotoCell body: IMG_2 selected=false
// expect: PhotoCell body: IMG_3 selected=false
// expect: PhotoCell body: IMG_4 selected=false
:tap "IMG_2"
// expect: selection: [2]
// expect: GalleryView body: 1 selected
// expect: PhotoCell body: IMG_2 selected=true
:tap "IMG_4"
// expect: selection: [2, 4]
// expect: GalleryView body: 2 selected
// expect: PhotoCell body: IMG_4 selected=true
:tap "[IMG_2]"
// expect: selection: [4]
// expect: GalleryView body: 1 selected
// expect: PhotoCell body: IMG_2 selected=false
:tap "Clear (1)"
// expect: GalleryView body: 0 selected
// expect: PhotoCell body: IMG_4 selected=false
