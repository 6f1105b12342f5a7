// nonmutating set on a struct backed by a class reference
final class Storage {
    var data: [String: Int] = [:]
}

struct Handle {
    let storage: Storage
    let key: String
    var value: Int {
        get { storage.data[key] ?? 0 }
        nonmutating set { storage.data[key] = newValue }
    }
}

let store = Storage()
let h = Handle(storage: store, key: "hits")
print(h.value)
h.value = 5
h.value += 1
print(h.value)
print(store.data)

// expect: 0
// expect: 6
// expect: ["hits": 6]
