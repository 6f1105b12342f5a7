// rules §3, T6: `@State var model = Model()` makes a Model on every struct init. After 3
// parent renders: 4 inits, one retained (the first, installed at first install). A throwaway
// lives as long as the view value holding it and deinits when the next render replaces it.
import SwiftUI
import Observation

var made = 0

@Observable final class Model {
    let id: Int
    init() { made += 1; id = made; print("Model.init", id) }
    deinit { print("Model.deinit", id) }
}

struct Child: View {
    @State private var model = Model()
    var body: some View {
        Button("Which") { print("installed", model.id) }
    }
}

struct Parent: View {
    @State private var n = 0
    var body: some View {
        VStack {
            Text("\(n)")
            Button("Render") { n += 1 }
            Child()
        }
    }
}

:mount Parent()
:tap "Render"
:tap "Render"
:tap "Render"
:tap "Which"

// expect: Model.init 1
// expect: Model.init 2
// expect: Model.init 3
// expect: Model.deinit 2
// expect: Model.init 4
// expect: Model.deinit 3
// expect: installed 1
