// SwiftUI from Apple's documentation: DismissAction — https://developer.apple.com/documentation/swiftui/dismissaction (define the action in the appropriate environment: a dismiss property declared in DetailView and called from the sheet's content closure does not dismiss the sheet)
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
                }
                Button("Check") {
                    print("sheet still presented: \(isSheetPresented)")
                }
            }
        }
    }
}

:mount DetailView()
:tap "Show Sheet"
:tap "Done"
:tap "Check"
// expect: sheet still presented: true
