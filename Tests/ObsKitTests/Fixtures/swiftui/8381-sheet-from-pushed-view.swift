// SwiftUI from Apple's documentation: a sheet presented from a view pushed on NavigationStack(path:)
// Sources: developer.apple.com/documentation/swiftui/dismissaction: "The specific behavior of the
// action depends on where you call it from" (here: inside the sheet, so it dismisses the sheet);
// NavigationStack: the path changes only as views are added to or removed from the stack, so the
// pushed page, and its value in the path, remain.
import SwiftUI

struct NoteSheet: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") { dismiss() }
    }
}

struct ItemPage: View {
    let item: Int
    @Binding var path: [Int]
    @State private var showNote = false

    var body: some View {
        VStack {
            Button("Add note") { showNote = true }
            Button("Where") { print("item \(item), path \(path)") }
        }
        .sheet(isPresented: $showNote, onDismiss: { print("note closed") }) {
            NoteSheet()
        }
    }
}

struct ContentView: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Item 3", value: 3)
                .navigationDestination(for: Int.self) { item in ItemPage(item: item, path: $path) }
        }
    }
}

:mount ContentView()
:tap "Item 3"
:tap "Add note"
:tap "Done"
:tap "Where"

// expect: note closed
// expect: item 3, path [3]
