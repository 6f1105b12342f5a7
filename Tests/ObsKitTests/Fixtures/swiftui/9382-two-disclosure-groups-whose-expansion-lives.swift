// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:isexpanded:content:) (two disclosure groups whose expansion lives in the parent, opened by their labels or by Expand All)
// DisclosureGroup(_:isExpanded:content:) "Creates a disclosure group, using a provided localized string key to create
// a text view for the label, and a binding to the expansion state". Tapping a label flips the binding; a button
// writing the same state opens or closes the groups from outside. The parent's body reads both values, so it runs
// for every change. A group's content appears when the group opens (a row's onAppear runs then).
import SwiftUI

struct FilterPanel: View {
    @State private var showColors = false
    @State private var showSizes = false

    var body: some View {
        let _ = print("colors \(showColors ? "open" : "closed"), sizes \(showSizes ? "open" : "closed")")
        Form {
            Button("Expand All") {
                showColors = true
                showSizes = true
            }
            Button("Collapse All") {
                showColors = false
                showSizes = false
            }
            DisclosureGroup("Colors", isExpanded: $showColors) {
                Text("Red")
                    .onAppear { print("Red row appears") }
            }
            DisclosureGroup("Sizes", isExpanded: $showSizes) {
                Text("Large")
            }
        }
    }
}

:mount FilterPanel()
// expect: colors closed, sizes closed
:tap "Sizes"
// expect: colors closed, sizes open
:tap "Expand All"
// expect: colors open, sizes open
// expect: Red row appears
:tap "Collapse All"
// expect: colors closed, sizes closed
:tap "Colors"
// expect: colors open, sizes closed
// expect: Red row appears
