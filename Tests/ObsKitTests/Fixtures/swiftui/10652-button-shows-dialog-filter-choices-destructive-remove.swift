// HWS "confirmationDialog" style: a button shows a dialog of filter choices with a destructive Remove; the flag is not read by the body, so showing it runs nothing; a choice writes the filter the body shows; the standard Cancel only closes it (rules §15.11, §13.2, §3.5)
import SwiftUI

struct PhotoEditor: View {
    @State private var showingOptions = false
    @State private var filter = "None"

    var body: some View {
        let _ = print("PhotoEditor body: filter=\(filter)")
        VStack(spacing: 20) {
            Rectangle()
                .fill(.gray)
                .frame(width: 200, height: 200)
            Text("Filter: \(filter)")
            Button("Change filter") {
                showingOptions = true
            }
        }
        .confirmationDialog("Select a filter", isPresented: $showingOptions, titleVisibility: .visible) {
            Button("Sepia") { filter = "Sepia" }
            Button("Noir") { filter = "Noir" }
            Button("Remove filter", role: .destructive) { filter = "None" }
        } message: {
            Text("Filters apply to the whole photo.")
        }
    }
}

:mount PhotoEditor()
// expect: PhotoEditor body: filter=None
:tap "Change filter"
:tap "Sepia"
// expect: PhotoEditor body: filter=Sepia
:tap "Change filter"
:tap "Cancel"
:tap "Change filter"
:tap "Remove filter"
// expect: PhotoEditor body: filter=None
