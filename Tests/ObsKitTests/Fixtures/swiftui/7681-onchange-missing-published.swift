// Style: Stack Overflow question. Forum question: "onChange(of:) never fires when I type into my TextField bound to the view model."
// SwiftUI: a plain `var query` in an ObservableObject sends no objectWillChange, so a write through `$model.query` re-runs no body, and onChange is only
// checked when the body runs (rules §9.2, §6.3, §0.2). With @Published each keystroke publishes, the body runs, and onChange gets old and new values
// (Apple `view/onchange(of:initial:_:)`). Setting the same value again still publishes (rules §6.3) and runs the body, but onChange compares equal and stays quiet.
import SwiftUI

final class SearchModel: ObservableObject {
    var query = ""
}

final class FixedSearchModel: ObservableObject {
    @Published var query = ""
}

struct BrokenSearch: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        let _ = print("broken body")
        TextField("Broken search", text: $model.query)
            .onChange(of: model.query) { oldValue, newValue in
                print("broken: '\(oldValue)' -> '\(newValue)'")
            }
    }
}

struct FixedSearch: View {
    @StateObject private var model = FixedSearchModel()

    var body: some View {
        let _ = print("fixed body")
        VStack {
            TextField("Fixed search", text: $model.query)
            Button("Clear") { model.query = "" }
        }
        .onChange(of: model.query) { oldValue, newValue in
            print("fixed: '\(oldValue)' -> '\(newValue)'")
        }
    }
}

struct SearchScreen: View {
    var body: some View {
        VStack {
            BrokenSearch()
            FixedSearch()
        }
    }
}

:mount SearchScreen()
// expect: broken body
// expect: fixed body
:type "ab" into "Broken search"
:type "ab" into "Fixed search"
// expect: fixed body
// expect: fixed: '' -> 'a'
// expect: fixed body
// expect: fixed: 'a' -> 'ab'
:tap "Clear"
// expect: fixed body
// expect: fixed: 'ab' -> ''
:tap "Clear"
// expect: fixed body
