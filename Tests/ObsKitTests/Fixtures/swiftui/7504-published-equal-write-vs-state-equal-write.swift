// Swift with Majid-style "Equal writes: @State vs @Published": tapping the sort order already chosen runs nothing, tapping the category already chosen runs the body again
// What SwiftUI does: a @State write that compares equal does nothing (rules §3.4). A @Published set has no
// equality check: it sends `objectWillChange` even for the same value (rules §6.3), and the @StateObject's
// box runs the view (rules §4.4), printing `_model` (rules §12.1). Tokens follow declaration order:
// `_model` before `_sort` (rules §12.1, §12.2).
// Sources: rules §3.4, §4.4, §6.3, §12.1, §12.2, T12.
import SwiftUI
import Combine

final class FilterModel: ObservableObject {
    @Published var category = "All"
}

struct FilterBar: View {
    @StateObject private var model = FilterModel()
    @State private var sort = "Newest"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(model.category), \(sort)")
            Button("All") { model.category = "All" }
            Button("Newest") { sort = "Newest" }
            Button("Oldest") { sort = "Oldest" }
        }
    }
}

:mount FilterBar()
// expect: FilterBar: @self, @identity, _model, _sort changed.
:tap "Newest"
:tap "All"
// expect: FilterBar: _model changed.
:tap "Oldest"
// expect: FilterBar: _sort changed.
:tap "Oldest"
:tap "All"
// expect: FilterBar: _model changed.
