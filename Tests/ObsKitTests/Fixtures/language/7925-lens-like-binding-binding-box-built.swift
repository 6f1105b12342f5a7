// Sundell style (lens-like binding): a Binding box built from get/set closures and key paths
final class Store<State> {
    var state: State
    init(_ state: State) { self.state = state }
}

@dynamicMemberLookup
struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void

    var value: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
        Binding<T>(
            get: { self.value[keyPath: keyPath] },
            set: { newPart in
                var whole = self.value
                whole[keyPath: keyPath] = newPart
                self.set(whole)
            }
        )
    }
}

struct Form {
    var title: String
    var options: Options
}
struct Options {
    var enabled: Bool
    var limit: Int
}

let store = Store(Form(title: "Draft", options: Options(enabled: false, limit: 3)))
let root = Binding(get: { store.state }, set: { store.state = $0 })

let title = root.title
let limit = root.options.limit
print(title.value, limit.value)
title.value = "Final"
limit.value = 10
root.options.enabled.value = true
print(store.state.title, store.state.options.limit, store.state.options.enabled)
limit.value += 5
print(store.state.options.limit)
// expect: Draft 3
// expect: Final 10 true
// expect: 15
