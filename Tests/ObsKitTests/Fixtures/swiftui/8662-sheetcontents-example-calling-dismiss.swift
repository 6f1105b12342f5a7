// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dismissaction (the SheetContents example: calling the dismiss action read from the sheet's own environment dismisses the sheet, which sets the presenting binding to false and runs onDismiss)
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
            Button("Status") { print("isSheetPresented: \(isSheetPresented)") }
        }
        .sheet(isPresented: $isSheetPresented, onDismiss: { print("sheet dismissed") }) {
            SheetContents()
        }
    }
}

:mount DetailView()
:tap "Status"
:tap "Show Sheet"
:tap "Done"
:tap "Status"
// expect: isSheetPresented: false
// expect: sheet dismissed
// expect: isSheetPresented: false
