// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dismissaction (the action applies to the environment where it is declared: a dismiss read by the presenting view and called from the sheet modifier's content closure fails to dismiss the sheet, and it has no effect on a view that isn't presented)
import SwiftUI

private struct DetailView: View {
    @State private var isSheetPresented = false
    @Environment(\.dismiss) private var dismiss // Applies to DetailView.

    var body: some View {
        Button("Show Sheet") {
            isSheetPresented = true
        }
        .sheet(isPresented: $isSheetPresented) {
            VStack {
                Button("Done") {
                    dismiss() // Fails to dismiss the sheet.
                    print("Done tapped")
                }
                Button("Check") { print("sheet still presented: \(isSheetPresented)") }
            }
        }
    }
}

:mount DetailView()
:tap "Show Sheet"
:tap "Done"
:tap "Check"
// expect: Done tapped
// expect: sheet still presented: true
