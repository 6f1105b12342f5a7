// Apple, "StateObject" (init(wrappedValue:) takes an autoclosure), https://developer.apple.com/documentation/swiftui/stateobject — ON PURPOSE: a model built into a local before StateObject(wrappedValue:) is made at every init of the view, a throwaway each time; built inside the autoclosure it is made once per node
// Apple: SwiftUI calls the autoclosure only the first time the view is initialized in a given place, so the model
// "is created only once" (rules §4.1-§4.3). A `let made = DetailModel(...)` before it runs whenever the parent's
// body builds the view (§2.6): the first is installed, every later one is kept only by the view value that made
// it and goes at the next parent render (§3.3 by analogy). Both views show their first model.
import SwiftUI

final class DetailModel: ObservableObject {
    let id: Int
    let tag: String
    init(id: Int, tag: String) {
        self.id = id
        self.tag = tag
        print("\(tag) model \(id) init")
    }
    deinit { print("\(tag) model \(id) deinit") }
}

struct EagerDetail: View {
    @StateObject private var model: DetailModel

    init(id: Int) {
        let made = DetailModel(id: id, tag: "eager")
        _model = StateObject(wrappedValue: made)
    }

    var body: some View {
        let _ = print("EagerDetail body, model \(model.id)")
        Text("Eager \(model.id)")
    }
}

struct LazyDetail: View {
    @StateObject private var model: DetailModel

    init(id: Int) {
        _model = StateObject(wrappedValue: DetailModel(id: id, tag: "lazy"))
    }

    var body: some View {
        let _ = print("LazyDetail body, model \(model.id)")
        Text("Lazy \(model.id)")
    }
}

struct DetailHost: View {
    @State private var selection = 1

    var body: some View {
        let _ = print("DetailHost body, selection \(selection)")
        VStack {
            Button("Next") { selection += 1 }
            EagerDetail(id: selection)
            LazyDetail(id: selection)
        }
    }
}

:mount DetailHost()
// expect: DetailHost body, selection 1
// expect: eager model 1 init
// expect: EagerDetail body, model 1
// expect: lazy model 1 init
// expect: LazyDetail body, model 1
:tap "Next"
// expect: DetailHost body, selection 2
// expect: eager model 2 init
// expect: EagerDetail body, model 1
// expect: LazyDetail body, model 1
:tap "Next"
// expect: DetailHost body, selection 3
// expect: eager model 3 init
// expect: eager model 2 deinit
// expect: EagerDetail body, model 1
// expect: LazyDetail body, model 1
