// SwiftUI from Apple's documentation: calling \.dismiss inside a sheet's content dismisses the sheet
// Apple, DismissAction (https://developer.apple.com/documentation/swiftui/dismissaction): "you can create a button that
// calls the DismissAction inside a view that acts as a sheet: private struct SheetContents: View {
// @Environment(\.dismiss) private var dismiss ... Button("Done") { dismiss() } }" ... "someone can dismiss the sheet by
// tapping or clicking the sheet's button". Apple, sheet(isPresented:onDismiss:content:): onDismiss is "The closure to
// execute when dismissing the sheet."
import SwiftUI

private struct SheetContents: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Done") {
            print("Done tapped")
            dismiss()
        }
    }
}

private struct DetailView: View {
    @State private var isSheetPresented = false
    var body: some View {
        Button("Show Sheet") { isSheetPresented = true }
            .sheet(isPresented: $isSheetPresented, onDismiss: { print("sheet dismissed") }) {
                SheetContents()
            }
    }
}

:mount DetailView()
:tap "Show Sheet"
:tap "Done"
// expect: Done tapped
// expect: sheet dismissed
