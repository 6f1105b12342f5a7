// SwiftUI from Apple's documentation: a dismiss() from the sheet sets the presenting binding back to false
// Apple, DismissAction (https://developer.apple.com/documentation/swiftui/dismissaction): "Dismiss a modal presentation,
// like a sheet or a popover." Apple, sheet(isPresented:onDismiss:content:)
// (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)): isPresented is "A
// binding to a Boolean value that determines whether to present the sheet" (so once the sheet is gone the binding reads
// false, and setting it true again presents the sheet again).
import SwiftUI

struct SheetContents: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close") { dismiss() }
    }
}

struct Presenter: View {
    @State private var isSheetPresented = false
    var body: some View {
        Button("Open") { isSheetPresented = true }
            .sheet(isPresented: $isSheetPresented) {
                SheetContents()
            }
            .onChange(of: isSheetPresented) { _, newValue in
                print("presented \(newValue)")
            }
    }
}

:mount Presenter()
:tap "Open"
:tap "Close"
:tap "Open"
// expect: presented true
// expect: presented false
// expect: presented true
