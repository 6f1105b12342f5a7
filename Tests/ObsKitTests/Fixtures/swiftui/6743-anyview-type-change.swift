// Follows Apple's `AnyView` page (https://developer.apple.com/documentation/swiftui/anyview): "An AnyView allows
// changing the type of view used in a given view hierarchy. Whenever the type of view used with an AnyView changes,
// the old hierarchy is destroyed and a new hierarchy is created for the new type."
// - Opening another text file keeps the erased view's type (TextPane): the hierarchy is kept, with its @State, and
//   the pane runs again with the new file name (Apple, same page: only a change of type destroys it; rules §2.7).
// - Opening an image changes the type: the text pane is destroyed and an image pane made; after the update the old
//   pane's onDisappear runs, then the new pane's onAppear (Apple, same page; rules §1.4, §11.1, §10.3).
import SwiftUI

struct TextPane: View {
    let file: String
    @State private var edits = 0

    var body: some View {
        let _ = print("TextPane body: \(file), \(edits) edits")
        Button("Edit") { edits += 1 }
            .onAppear { print("TextPane appeared") }
            .onDisappear { print("TextPane disappeared") }
    }
}

struct ImagePane: View {
    let file: String

    var body: some View {
        let _ = print("ImagePane body: \(file)")
        Text("Image \(file)")
            .onAppear { print("ImagePane appeared") }
    }
}

struct FileBrowser: View {
    @State private var file = "notes.txt"

    var body: some View {
        VStack {
            pane(for: file)
            Button("Open todo.txt") { file = "todo.txt" }
            Button("Open photo.png") { file = "photo.png" }
        }
    }

    private func pane(for file: String) -> AnyView {
        if file.hasSuffix(".png") {
            return AnyView(ImagePane(file: file))
        }
        return AnyView(TextPane(file: file))
    }
}

:mount FileBrowser()
// expect: TextPane body: notes.txt, 0 edits
// expect: TextPane appeared
:tap "Edit"
// expect: TextPane body: notes.txt, 1 edits
:tap "Open todo.txt"
// expect: TextPane body: todo.txt, 1 edits
:tap "Open photo.png"
// expect: ImagePane body: photo.png
// expect: TextPane disappeared
// expect: ImagePane appeared
