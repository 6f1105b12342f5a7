// SwiftUI from Apple's documentation: DismissAction — https://developer.apple.com/documentation/swiftui/dismissaction (a button that calls dismiss() inside the sheet's content dismisses the sheet: the presenting binding goes back to false)
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
        Button("Show Sheet") {
            isSheetPresented = true
        }
        .sheet(isPresented: $isSheetPresented) {
            SheetContents()
        }
        .onChange(of: isSheetPresented) { _, newValue in
            print("isSheetPresented = \(newValue)")
        }
    }
}

:mount DetailView()
:tap "Show Sheet"
:tap "Done"
// expect: isSheetPresented = true
// expect: isSheetPresented = false
