// Check error: Button's action given the result of calling save() instead of the function
import SwiftUI

struct EditorView: View {
    @State private var saved = false

    func save() {
        print("saving")
    }

    var body: some View {
        Button("Save", action: save())
    }
}
// expect-error: cannot convert value of type '()' to expected argument type '@MainActor () -> Void'
