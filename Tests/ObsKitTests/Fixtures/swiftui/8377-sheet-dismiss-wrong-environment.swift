// SwiftUI from Apple's documentation: DismissAction — "Be sure that you define the action in the
// appropriate environment"
// Source: developer.apple.com/documentation/swiftui/dismissaction: if DetailView declares the dismiss
// property and calls it from the sheet modifier's content closure, "the sheet fails to dismiss because
// the action applies to the environment where you declared it, which is that of the detail view,
// rather than the sheet." Also: "The dismiss action has no effect on a view that isn't currently
// presented." (On iPhone this root view is not presented, so nothing closes.)
import SwiftUI

private struct DetailView: View {
    @State private var isSheetPresented = false
    @Environment(\.dismiss) private var dismiss // Applies to DetailView.

    var body: some View {
        Button("Show Sheet") {
            isSheetPresented = true
        }
        .sheet(isPresented: $isSheetPresented, onDismiss: { print("onDismiss") }) {
            Button("Done") {
                print("Done tapped")
                dismiss() // Fails to dismiss the sheet.
            }
        }
    }
}

:mount DetailView()
:tap "Show Sheet"
:tap "Done"
:tap "Done"
:dismiss

// expect: Done tapped
// expect: Done tapped
// expect: onDismiss
