// Apple docs `EnvironmentValues/dismiss` (`DismissAction`) + `View/sheet(isPresented:onDismiss:content:)`: a sheet that closes itself.
// `dismiss()` inside the sheet sets the presenting binding to false, then `onDismiss` runs, so it reads `showing` as
// false (rules §13.1, §15.12). The host passes only `$showing` to the sheet and never reads it in its body, so opening
// and closing run no host body (rules §3.5, §8.7). Each presentation makes a new sheet hierarchy, so the sheet's own
// @State starts over (rules §1.4). A swipe (`:dismiss`) dismisses the same way and calls `onDismiss` too.
import SwiftUI

struct DetailSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var views = 0
    let title: String

    var body: some View {
        let _ = print("sheet body \(title) views=\(views)")
        VStack {
            Text(title)
            Button("Bump") { views += 1 }
            Button("Close") {
                print("closing with views=\(views)")
                dismiss()
            }
        }
    }
}

struct Host: View {
    @State private var showing = false

    var body: some View {
        let _ = print("host body")
        Button("Open") { showing = true }
            .sheet(isPresented: $showing, onDismiss: {
                print("onDismiss, showing=\(showing)")
            }) {
                DetailSheet(title: "Details")
            }
    }
}

:mount Host()
// expect: host body
:tap "Open"
// expect: sheet body Details views=0
:tap "Bump"
// expect: sheet body Details views=1
:tap "Close"
// expect: closing with views=1
// expect: onDismiss, showing=false
:tap "Open"
// expect: sheet body Details views=0
:dismiss
// expect: onDismiss, showing=false
