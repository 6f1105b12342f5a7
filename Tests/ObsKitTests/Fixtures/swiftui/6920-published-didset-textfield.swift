// Q (Stack Overflow style): "Is didSet on a @Published property called when a TextField edits it?"
// "Coming from 6919's answer (didSet on @State is skipped by bindings): my search model has
// `@Published var query = "" { didSet { ... } }` bound with `TextField(text: $model.query)`. Does it fire?"
// Answer: yes. `$model.query` (ObservedObject/StateObject projection) builds a binding that writes
// `model[keyPath: \.query] = newValue` (rules §9.2), which goes through the class's property setter: the
// @Published wrapper sends objectWillChange, stores, and the property's didSet runs after it (rules §15.6). Each
// keystroke is one event: didSet runs inside it and the view's body runs once at its end (rules §10.1).
// Source: rules §9.2, §15.6, §10.1; Apple `stateobject` (https://developer.apple.com/documentation/swiftui/stateobject)
// (a binding to a property of a state object comes from the dollar sign ($) projection).
import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = "" {
        didSet { print("didSet query: [\(query)]") }
    }
}

struct SearchView: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        let _ = print("SearchView body: [\(model.query)]")
        VStack {
            TextField("Search", text: $model.query)
            Text("Results for \(model.query)")
        }
    }
}

:mount SearchView()
// expect: SearchView body: []
:type "ab" into "Search"
// expect: didSet query: [a]
// expect: SearchView body: [a]
// expect: didSet query: [ab]
// expect: SearchView body: [ab]
:clear "Search"
// expect: didSet query: []
// expect: SearchView body: []
