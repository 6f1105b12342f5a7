// SwiftUI from Apple's documentation: alert(isPresented:presenting:) with nil data shows no alert, so the screen's buttons still work
// Apple, View.alert(_:isPresented:presenting:actions:message:)
// (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-29bp4), discussion: for
// the alert to appear, both isPresented must be true and data must not be nil. Here isPresented becomes true while the data is
// still nil, so nothing covers the screen and "Other" can be tapped.
import SwiftUI

struct Order: Identifiable {
    let id: Int
}

struct Orders: View {
    @State private var failedOrder: Order?
    @State private var showing = false

    var body: some View {
        VStack {
            Button("Report") { showing = true }
            Button("Other") { print("other tapped") }
        }
        .alert("Order failed", isPresented: $showing, presenting: failedOrder) { order in
            Button("Retry order \(order.id)") { print("retry \(order.id)") }
        }
        .onChange(of: showing) { oldValue, newValue in
            print("showing \(newValue)")
        }
    }
}

:mount Orders()
:tap "Report"
// expect: showing true
:tap "Other"
// expect: other tapped
