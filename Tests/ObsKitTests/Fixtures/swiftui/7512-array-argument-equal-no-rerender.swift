// objc.io-style "A new array is not a new value": the photo screen passes `tags.sorted()`, a fresh array at every render, yet the tag list runs only when the tags really change
// What SwiftUI does: a child's struct is built again at every parent render (rules §2.6), but its body runs only
// when the new value differs (rules §2.7); an array field is compared with `==` (rules §2.3), so an equal
// sorted copy is no change. Zooming runs the parent alone; adding a tag runs the parent (`_tags`) and the list
// (`@self`, rules §12.1).
// Sources: rules §2.3, §2.6, §2.7, §12.1, §12.2.
import SwiftUI

struct TagList: View {
    let tags: [String]

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("TagList body: \(tags.joined(separator: ", "))")
        HStack {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
            }
        }
    }
}

struct PhotoDetail: View {
    @State private var tags = ["sunset", "beach"]
    @State private var zoom = 1

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Zoom \(zoom)x")
            TagList(tags: tags.sorted())
            Button("Zoom in") { zoom += 1 }
            Button("Add tag") { tags.append("august") }
        }
    }
}

:mount PhotoDetail()
// expect: PhotoDetail: @self, @identity, _tags, _zoom changed.
// expect: TagList: @self changed.
// expect: TagList body: beach, sunset
:tap "Zoom in"
// expect: PhotoDetail: _zoom changed.
:tap "Add tag"
// expect: PhotoDetail: _tags changed.
// expect: TagList: @self changed.
// expect: TagList body: august, beach, sunset
:tap "Zoom in"
// expect: PhotoDetail: _zoom changed.
