// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dismissaction (dismiss() in a sheet, and at a root that isn't presented)
// Apple's DismissAction page: "you can create a button that calls the DismissAction inside a view that acts as a
// sheet ... someone can dismiss the sheet by tapping or clicking the sheet's button"; "The dismiss action has no effect
// on a view that isn't currently presented. If you need to query whether SwiftUI is currently presenting a view, read
// the isPresented environment value." The sheet's onDismiss runs when it closes, by Done or by a swipe.
// - Show, Done; dismiss from the root (nothing); show, swipe it away.
import SwiftUI

private struct SheetContents: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Button("Done") {
            print("Done tapped")
            dismiss()
        }
        .onAppear { print("sheet appeared, isPresented \(isPresented)") }
    }
}

private struct DetailView: View {
    @State private var isSheetPresented = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        VStack {
            Button("Show Sheet") {
                isSheetPresented = true
            }
            Button("Dismiss root") {
                print("root: isPresented \(isPresented)")
                dismiss()
            }
        }
        .sheet(isPresented: $isSheetPresented, onDismiss: { print("onDismiss") }) {
            SheetContents()
        }
    }
}

:mount DetailView()
:tap "Show Sheet"
// expect: sheet appeared, isPresented true
:tap "Done"
// expect: Done tapped
// expect: onDismiss
:tap "Dismiss root"
// expect: root: isPresented false
:tap "Show Sheet"
// expect: sheet appeared, isPresented true
:dismiss
// expect: onDismiss
