// Observation in depth style: PITFALL, on purpose: an @Observable model made in a view's init and kept in a plain let, not @State; every parent render makes a new model, the typed query is lost, and the old model deinits when the view's value is replaced; the fix keeps it in @State (a throwaway is still made per init, the installed one keeps the query) (rules §2.6, §5.3, §3.1, §3.3)
import SwiftUI

@Observable
final class SearchModel {
    var query = ""
    init() { print("SearchModel init") }
    deinit { print("SearchModel deinit") }
}

struct SearchPanel: View {
    private let model: SearchModel

    init() {
        model = SearchModel()
    }

    var body: some View {
        let _ = print("SearchPanel body: '\(model.query)'")
        @Bindable var bindable = model
        TextField("Search", text: $bindable.query)
    }
}

struct SearchHost: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("SearchHost body: \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            SearchPanel()
        }
    }
}

struct FixedPanel: View {
    @State private var model = SearchModel()

    var body: some View {
        let _ = print("FixedPanel body: '\(model.query)'")
        TextField("Search", text: $model.query)
    }
}

struct FixedHost: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("FixedHost body: \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            FixedPanel()
        }
    }
}

:mount SearchHost()
// expect: SearchHost body: 0
// expect: SearchModel init
// expect: SearchPanel body: ''
:type "ab" into "Search"
// expect: SearchPanel body: 'a'
// expect: SearchPanel body: 'ab'
:tap "Refresh"
// expect: SearchHost body: 1
// expect: SearchModel init
// expect: SearchModel deinit
// expect: SearchPanel body: ''
:unmount
// expect: SearchModel deinit
:mount FixedHost()
// expect: FixedHost body: 0
// expect: SearchModel init
// expect: FixedPanel body: ''
:type "a" into "Search"
// expect: FixedPanel body: 'a'
:tap "Refresh"
// expect: FixedHost body: 1
// expect: SearchModel init
// expect: FixedPanel body: 'a'
:tap "Refresh"
// expect: FixedHost body: 2
// expect: SearchModel init
// expect: SearchModel deinit
// expect: FixedPanel body: 'a'
