// Style: forum question. "My Done button doesn't show up in my sheet's toolbar." SwiftUI: on iPhone toolbar items go in
// a navigation bar, and a sheet has none unless its content has its own NavigationStack (rules §15.4, ObsREPL's choice:
// the items are not on screen, so `:tap` can't reach them). The rest of the sheet works: the toggle writes the sheet's
// @State, which its body reads (rules §3.5).
import SwiftUI

struct FilterSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var onlyFavorites = false

    var body: some View {
        let _ = print("filter sheet body, favorites: \(onlyFavorites)")
        Form {
            Toggle("Only favorites", isOn: $onlyFavorites)
        }
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct LibraryView: View {
    @State private var showFilters = false

    var body: some View {
        let _ = print("library body")
        Button("Filters") { showFilters = true }
            .sheet(isPresented: $showFilters) {
                FilterSheet()
            }
    }
}

:mount LibraryView()
// expect: library body
:tap "Filters"
// expect: filter sheet body, favorites: false
:toggle "Only favorites"
// expect: filter sheet body, favorites: true
:tap "Done"
// expect-error: no visible button labelled "Done"
