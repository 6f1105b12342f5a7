// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/disclosuregroup (DisclosureGroup(_:isExpanded:content:) bound to state, also toggled by a button)
// With `isExpanded:` the group's open state is the caller's: tapping the group's label writes the binding, and
// writing the state from code opens or closes it. The content exists only while expanded: it appears when
// the group opens and disappears when it closes. The screen's body reads the flag (for the button title), so
// it runs before each appearance change.
import SwiftUI

struct ShippingFAQ: View {
    @State private var showDetails = false

    var body: some View {
        let _ = print("expanded: \(showDetails)")
        Form {
            DisclosureGroup("Shipping details", isExpanded: $showDetails) {
                Text("Orders ship within two days.")
                    .onAppear { print("details appear") }
                    .onDisappear { print("details disappear") }
            }
            Button(showDetails ? "Collapse" : "Expand") {
                showDetails.toggle()
            }
        }
    }
}

:mount ShippingFAQ()
// expect: expanded: false
:tap "Shipping details"
// expect: expanded: true
// expect: details appear
:tap "Collapse"
// expect: expanded: false
// expect: details disappear
:tap "Expand"
// expect: expanded: true
// expect: details appear
:tap "Shipping details"
// expect: expanded: false
// expect: details disappear
