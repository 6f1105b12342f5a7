// Apple docs style: the onAppear(perform:) and onDisappear(perform:) pages: a conditional panel appears and disappears with its condition; callbacks of one update run innermost first, and a parent's re-render fires neither (rules §11.1, §1.1)
import SwiftUI

struct DetailPanel: View {
    var body: some View {
        let _ = print("DetailPanel body")
        Text("Details")
            .onAppear { print("details text appeared") }
    }
}

struct InfoScreen: View {
    @State private var showsDetails = false

    var body: some View {
        let _ = print("InfoScreen body: \(showsDetails)")
        VStack {
            Button(showsDetails ? "Hide" : "Show") { showsDetails.toggle() }
            if showsDetails {
                DetailPanel()
                    .onAppear { print("panel appeared") }
                    .onDisappear { print("panel disappeared") }
            }
        }
        .onAppear { print("screen appeared") }
    }
}

:mount InfoScreen()
// expect: InfoScreen body: false
// expect: screen appeared
:tap "Show"
// expect: InfoScreen body: true
// expect: DetailPanel body
// expect: details text appeared
// expect: panel appeared
:tap "Hide"
// expect: InfoScreen body: false
// expect: panel disappeared
:tap "Show"
// expect: InfoScreen body: true
// expect: DetailPanel body
// expect: details text appeared
// expect: panel appeared
:unmount
// expect: panel disappeared
