// Field guide categories: a two-column NavigationSplitView with a selection-driven sidebar list, as Apple's
// navigation documentation shows it, run on an iPhone; own code.
// What SwiftUI does: on iPhone the split view collapses into a stack showing the sidebar; a NavigationLink(value:)
// row of a `List(selection:)` sets the selection, and the detail column is pushed (rules §15.7). The selection is
// @State the root's body reads, so each change runs the root, then the new detail (rules §2.8). Going back to the
// sidebar sets the selection to nil (rules §15.7, observed on iPhone), which runs the root again; the detail, built
// in the root's body from the selection, is gone, and the next choice builds a new one.
// Sources: rules §2.8, §15.7; Apple https://developer.apple.com/documentation/swiftui/navigationsplitview and WWDC22
// "The SwiftUI cookbook for navigation" https://developer.apple.com/videos/play/wwdc2022/10054/
import SwiftUI

enum GuideCategory: String, CaseIterable, Identifiable, Hashable {
    case songbirds = "Songbirds"
    case raptors = "Raptors"
    case waterfowl = "Waterfowl"

    var id: Self { self }
}

struct CategoryDetail: View {
    let category: GuideCategory

    var body: some View {
        let _ = print("CategoryDetail body: \(category.rawValue)")
        Text("All about \(category.rawValue.lowercased())")
            .navigationTitle(category.rawValue)
    }
}

struct FieldGuideSplit: View {
    @State private var selection: GuideCategory?

    var body: some View {
        let _ = print("FieldGuideSplit body: \(selection?.rawValue ?? "none")")
        NavigationSplitView {
            List(GuideCategory.allCases, selection: $selection) { category in
                NavigationLink(category.rawValue, value: category)
            }
            .navigationTitle("Field Guide")
        } detail: {
            if let selection {
                CategoryDetail(category: selection)
            } else {
                Text("Pick a category")
            }
        }
    }
}

:mount FieldGuideSplit()
// expect: FieldGuideSplit body: none
:tap "Raptors"
// expect: FieldGuideSplit body: Raptors
// expect: CategoryDetail body: Raptors
:back
// expect: FieldGuideSplit body: none
:tap "Waterfowl"
// expect: FieldGuideSplit body: Waterfowl
// expect: CategoryDetail body: Waterfowl
