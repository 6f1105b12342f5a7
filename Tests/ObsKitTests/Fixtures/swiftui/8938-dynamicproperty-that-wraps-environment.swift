// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss (a DynamicProperty that wraps @Environment(\.dismiss) and is called as a function: inside sheet content it dismisses the sheet, and the sheet's onDismiss runs)
import SwiftUI

struct Closer: DynamicProperty {
    @Environment(\.dismiss) private var dismiss

    @MainActor func callAsFunction() {
        print("closing")
        dismiss()
    }
}

struct EditSheet: View {
    private var close = Closer()

    var body: some View {
        let _ = print("sheet body")
        Button("Done") { close() }
    }
}

struct MainScreen: View {
    @State private var showing = false

    var body: some View {
        Button("Edit") { showing = true }
            .sheet(isPresented: $showing, onDismiss: { print("sheet dismissed") }) {
                EditSheet()
            }
    }
}

:mount MainScreen()
:tap "Edit"
:tap "Done"
// expect: sheet body
// expect: closing
// expect: sheet dismissed
