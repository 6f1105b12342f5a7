// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dismissaction (a Done button calling the environment's dismiss action closes the sheet it is in: the presenting Bool goes back to false, and the sheet content's onDisappear runs)
import SwiftUI

struct SheetContents: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") {
            print("done tapped")
            dismiss()
        }
        .onAppear { print("sheet appeared") }
        .onDisappear { print("sheet disappeared") }
    }
}

struct DetailView: View {
    @State private var isSheetPresented = false

    var body: some View {
        VStack {
            Button("Show Sheet") { isSheetPresented = true }
            Button("Status") { print("presented: \(isSheetPresented)") }
        }
        .sheet(isPresented: $isSheetPresented) {
            SheetContents()
        }
    }
}

:mount DetailView()
:tap "Show Sheet"
:tap "Done"
:tap "Status"
// expect: sheet appeared
// expect: done tapped
// expect: sheet disappeared
// expect: presented: false
