// SwiftUI from Apple's documentation: DismissAction — https://developer.apple.com/documentation/swiftui/dismissaction (SheetContents calls dismiss() from its Done button: the sheet closes, so DetailView's isSheetPresented goes back to false)
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
        .onChange(of: isSheetPresented) { oldValue, newValue in
            print("isSheetPresented: \(oldValue) -> \(newValue)")
        }
    }
}

:mount DetailView()
:tap "Show Sheet"
:tap "Done"
// expect: isSheetPresented: false -> true
// expect: isSheetPresented: true -> false
