// SwiftUI from Apple's documentation: DismissAction (SheetContents / DetailView example)
// Source: developer.apple.com/documentation/swiftui/dismissaction: "You can create a button that
// calls the DismissAction inside a view that acts as a sheet ... When you present the SheetContents
// view, someone can dismiss the sheet by tapping or clicking the sheet's button". sheet onDismiss:
// "The closure to execute when dismissing the sheet."
import SwiftUI

private struct SheetContents: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") {
            dismiss()
        }
    }
}

private struct DetailView: View {
    @State private var isSheetPresented = false

    var body: some View {
        VStack {
            Button("Show Sheet") {
                isSheetPresented = true
            }
            Button("Status") { print("isSheetPresented \(isSheetPresented)") }
        }
        .sheet(isPresented: $isSheetPresented, onDismiss: { print("sheet dismissed") }) {
            SheetContents()
        }
    }
}

:mount DetailView()
:tap "Show Sheet"
:tap "Done"
:tap "Status"

// expect: sheet dismissed
// expect: isSheetPresented false
